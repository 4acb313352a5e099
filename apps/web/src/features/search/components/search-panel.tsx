import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { coursePath } from '../../../components/ui/course-card';
import { teacherPath } from '../../teacher';
import { stockInfoPath, stockSearchQueryOptions } from '../../stocks';
import { searchQueryOptions } from '../api/search';
import { usePopularSearches } from '../api/popular';

/** Suggestions wait until typing pauses this long: one request per pause, not per keystroke. */
export const SUGGEST_DELAY_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

interface Suggestion {
  key: string;
  to: string;
  label: string;
  kind: '강의' | '강사' | '국내 종목' | '해외 종목';
}

/**
 * What the header's search box shows below itself: with text, one list of suggestions (courses, teachers, stocks;
 * "삼전" → 삼성전자) as the person types; when empty, this device's 최근 검색어 (each removable) and 인기 검색어.
 */
export function SearchPanel({
  text,
  recent,
  onPick,
  onRemove,
  onClear,
}: {
  text: string;
  recent: string[];
  /** A term chosen from the lists (recent, popular): searched as if typed. */
  onPick: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}) {
  const q = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const typing = text.trim() !== '';
  const catalogue = useQuery({ ...searchQueryOptions(q), enabled: typing && q !== '' });
  const kr = useQuery({ ...stockSearchQueryOptions('kr', q, 3), enabled: typing && q !== '' });
  const us = useQuery({ ...stockSearchQueryOptions('us', q, 2), enabled: typing && q !== '' });
  const popular = usePopularSearches(!typing);

  if (typing) {
    const items: Suggestion[] = [
      ...(catalogue.data?.data.courses.list.slice(0, 4).map((c) => ({ key: `c${c.course_sn}`, to: coursePath(c.course_sn), label: c.title, kind: '강의' as const })) ?? []),
      ...(catalogue.data?.data.teachers.list.slice(0, 2).map((t) => ({ key: `t${t.teacher_sn}`, to: teacherPath(t.teacher_sn), label: t.name, kind: '강사' as const })) ?? []),
      ...(kr.data?.items.map((s) => ({ key: `kr${s.code}`, to: stockInfoPath('kr', s.code), label: s.name_ko, kind: '국내 종목' as const })) ?? []),
      ...(us.data?.items.map((s) => ({ key: `us${s.code}`, to: stockInfoPath('us', s.code), label: s.name_ko, kind: '해외 종목' as const })) ?? []),
    ];
    const settled = q === text.trim() && !catalogue.isFetching && !kr.isFetching && !us.isFetching;
    return (
      <div className="p-2">
        <h2 className="sr-only">추천 검색 결과</h2>
        {items.length > 0 ? (
          <ul aria-label="추천 검색 결과">
            {items.map((s) => (
              <li key={s.key}>
                <Link to={s.to} className="flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus:bg-slate-50">
                  <span className="min-w-0 truncate font-medium text-slate-900">{s.label}</span>
                  <span className="shrink-0 text-xs text-slate-500">{s.kind}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="px-3 py-2.5 text-sm text-slate-500">
            {settled ? '추천할 검색어가 없습니다. Enter로 전체 검색을 해 보세요.' : '찾는 중입니다…'}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-4 p-4 min-[801px]:grid-cols-2">
      <section aria-labelledby="recent-searches-title">
        <div className="flex items-center justify-between">
          <h2 id="recent-searches-title" className="text-sm font-bold text-slate-900">
            최근 검색어
          </h2>
          {recent.length > 0 && (
            <button type="button" onClick={onClear} className="text-xs text-slate-500 underline">
              전체 삭제
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">최근 검색어가 없습니다. 이 기기에만 저장됩니다.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {recent.map((term) => (
              <li key={term} className="flex items-center rounded-full bg-slate-100 text-sm text-slate-700">
                <button type="button" onClick={() => onPick(term)} className="py-1.5 pl-3">
                  {term}
                </button>
                <button type="button" onClick={() => onRemove(term)} aria-label={`최근 검색어 ${term} 삭제`} className="px-2 py-1.5 text-slate-400 hover:text-slate-700">
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="popular-searches-title">
        <h2 id="popular-searches-title" className="text-sm font-bold text-slate-900">
          인기 검색어
        </h2>
        {(popular.data?.terms.length ?? 0) === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{popular.isPending ? '불러오는 중입니다…' : '아직 집계된 인기 검색어가 없습니다.'}</p>
        ) : (
          <ol className="mt-2 grid gap-1 text-sm">
            {popular.data?.terms.map((term, i) => (
              <li key={term}>
                <button type="button" onClick={() => onPick(term)} className="flex w-full gap-2 rounded-md px-1 py-1 text-left hover:bg-slate-50">
                  <span className="w-4 font-bold text-accent-700 tabular-nums">{i + 1}</span>
                  <span className="text-slate-800">{term}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
