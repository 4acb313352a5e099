import { KOREA_TIME_ZONE } from '@school/contracts';
import { useState } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../stores/session';
import { showToast } from '../../../components/ui/toast';
import { showError } from '../../../lib/popup';
import { REVIEW_PAGE_SIZE, useMarkHelpful, useReviews, type ReviewSort } from '../api/get-reviews';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'helpful', label: '도움순' },
  { value: 'latest', label: '최신순' },
];

const dateText = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** The course's reviews: stars, text, date, the writer's masked nickname and progress, most helpful or newest first. */
export function ReviewList({ courseSn }: { courseSn: number }) {
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [page, setPage] = useState(1);
  const reviews = useReviews(courseSn, sort, page);
  const helpful = useMarkHelpful(courseSn);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();

  if (reviews.isPending) return <p className="mt-3 text-sm text-slate-500">리뷰를 불러오는 중입니다.</p>;
  if (reviews.isError) return <p className="mt-3 text-sm text-rose-700">리뷰를 불러오지 못했습니다. {errorMessage(reviews.error)}</p>;
  const { list, total } = reviews.data;
  if (total === 0) return null;

  const mark = async (reviewSn: number) => {
    if (!loggedIn) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    try {
      await helpful.mutateAsync(reviewSn);
      setMarked((s) => new Set(s).add(reviewSn));
      showToast('이 리뷰가 도움이 됐다고 표시했어요.');
    } catch (error) {
      void showError(errorMessage(error));
    }
  };

  return (
    <div className="mt-4">
      <div role="group" aria-label="리뷰 정렬" className="flex gap-1">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={sort === s.value}
            onClick={() => {
              setSort(s.value);
              setPage(1);
            }}
            className={`h-9 rounded-full px-3 text-sm font-semibold ${sort === s.value ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
          >
            {s.label}
          </button>
        ))}
      </div>
      <ul aria-label="수강 후기 목록" className={`mt-3 divide-y divide-slate-100 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
        {list.map((r) => (
          <li key={r.review_sn} className="py-3">
            <article aria-label={`${r.nickname}님의 리뷰`}>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-[13px] text-slate-500">
                <span className="text-amber-500" aria-label={`별점 ${r.star}점`}>
                  {'★'.repeat(r.star)}
                  <span className="text-slate-300">{'★'.repeat(5 - r.star)}</span>
                </span>
                <span className="font-semibold text-slate-700">{r.nickname}</span>
                <span>수강률 {r.progress}%</span>
                <time dateTime={r.created_at}>{dateText(r.created_at)}</time>
              </p>
              <p className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-slate-800">{r.contents}</p>
              <button
                type="button"
                onClick={() => void mark(r.review_sn)}
                disabled={marked.has(r.review_sn)}
                aria-pressed={marked.has(r.review_sn)}
                className="mt-2 inline-flex h-9 items-center rounded-lg px-2.5 text-[13px] font-semibold text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 disabled:bg-accent-50 disabled:text-accent-700"
              >
                도움이 돼요 {r.helpful_count > 0 && <span className="ml-1 tabular-nums">{r.helpful_count}</span>}
              </button>
            </article>
          </li>
        ))}
      </ul>
      {total > page * REVIEW_PAGE_SIZE && (
        <button type="button" onClick={() => setPage(page + 1)} className="mt-2 h-10 w-full rounded-xl text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
          다음 리뷰 보기
        </button>
      )}
      {page > 1 && (
        <button type="button" onClick={() => setPage(page - 1)} className="mt-2 h-10 w-full rounded-xl text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
          이전 리뷰 보기
        </button>
      )}
    </div>
  );
}
