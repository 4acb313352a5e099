import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CourseSort, MenuCategory } from '@school/contracts';
import { courseSorts } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { categoryHref, categoryPath, useMenu, visibleCategories } from '../../menu';
import { Breadcrumb, type Crumb } from '../../../components/ui/breadcrumb';
import { CourseGrid } from '../../../components/ui/course-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useCourseList, type CourseListParams } from '../api/get-course-list';
import { groupDigits } from '../../../lib/format';

export const COURSE_PAGE_SIZE = 12;

export const sortLabels: Record<CourseSort, string> = {
  latest: '최신순',
  popular: '인기순',
  price_asc: '낮은 가격순',
  price_desc: '높은 가격순',
};

/** What 인기순 counts (issue 33: recent purchases and plays, refreshed every hour; ties newest first). */
export const POPULAR_NOTE = '인기순은 최근 12주의 강의 구매와 수강 기록으로 매시간 새로 매겨요. 최근일수록 더 크게 반영하고, 같으면 최신순으로 보여요.';

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : Number.NaN;
};

/** /course?p_ca_sn=&ca_sn=&sort=&page= and /course/free: the page and sort live in the address, so back/forward works. */
export function CourseListPage({ free: freePath = false }: { free?: boolean }) {
  const [params, setParams] = useSearchParams();
  // /course?free=Y (the API's own filter) and ?is_free=Y (the field's name, as operators write banner links) are the
  // free list too: an address that names the filter never lists every course.
  const free = freePath || params.get('free') === 'Y' || params.get('is_free') === 'Y';
  const parentId = positiveInt(params.get('p_ca_sn'));
  const categoryId = positiveInt(params.get('ca_sn'));
  const sortParam = params.get('sort');
  const sort: CourseSort = courseSorts.includes(sortParam as CourseSort) ? (sortParam as CourseSort) : 'latest';
  const page = Math.max(1, Math.min(1000, Math.floor(Number(params.get('page')) || 1)));

  const invalid = Number.isNaN(parentId) || Number.isNaN(categoryId);
  const query: CourseListParams = {
    ...(parentId ? { p_ca_sn: parentId } : {}),
    ...(categoryId ? { ca_sn: categoryId } : {}),
    ...(free ? { free: 'Y' } : {}),
    sort,
    page,
    size: COURSE_PAGE_SIZE,
  };
  const list = useCourseList(query);
  const menu = useMenu();
  const tree = useMemo(() => (menu.data ? visibleCategories(menu.data) : []), [menu.data]);

  const selectedId = categoryId ?? parentId;
  const path = selectedId && !Number.isNaN(selectedId) ? categoryPath(tree, selectedId) : [];
  const selected = path.at(-1);
  const title = free ? '무료 강의' : (list.data?.category?.title ?? selected?.title ?? '전체 강의');

  // Chips: the selected category's children; for a leaf, its siblings (so one can move sideways).
  const chipParent: MenuCategory | undefined = selected && selected.children.length === 0 ? path.at(-2) : selected;
  const chips = free ? [] : (chipParent?.children ?? (selected ? [] : tree));

  const crumbs: Crumb[] = [
    { label: '홈', to: '/' },
    { label: free ? '무료 강의' : '강의', to: free ? '/course/free' : '/course' },
    ...path.map((node) => ({ label: node.title, to: categoryHref(node) })),
  ];
  if (path.length === 0 && !free) crumbs[crumbs.length - 1] = { label: '전체 강의' };

  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };
  const hrefFor = (p: number) => `?${withParams({ page: p === 1 ? null : String(p) }).toString()}`;

  return (
    <PageShell>
      <Breadcrumb items={crumbs} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">{title}</h1>
          {list.data && (
            <p className="mt-1 text-sm text-slate-500" aria-live="polite">
              강의 {groupDigits(list.data.total)}개
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="course-sort" className="text-sm font-medium text-slate-600">
            정렬
          </label>
          <select
            id="course-sort"
            value={sort}
            onChange={(event) => setParams(withParams({ sort: event.target.value === 'latest' ? null : event.target.value, page: null }))}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
            aria-describedby={sort === 'popular' ? 'popular-note' : undefined}
          >
            {courseSorts.map((value) => (
              <option key={value} value={value} title={value === 'popular' ? POPULAR_NOTE : undefined}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {sort === 'popular' && (
        <p id="popular-note" className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-[13px] text-slate-600">
          {POPULAR_NOTE}
        </p>
      )}

      {chips.length > 0 && (
        <nav aria-label="하위 분야" className="-mx-1 mt-5 overflow-x-auto pb-1">
          <ul className="flex gap-2 px-1 mobile:w-max">
            {chipParent && (
              <li>
                <Chip to={categoryHref(chipParent)} current={chipParent.ca_sn === selected?.ca_sn}>
                  전체
                </Chip>
              </li>
            )}
            {chips.map((chip) => (
              <li key={chip.ca_sn}>
                <Chip to={categoryHref(chip)} current={chip.ca_sn === selected?.ca_sn}>
                  {chip.title}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-label="강의 목록" className="mt-6">
        {invalid ? (
          <ErrorMessage message="분야 번호가 올바르지 않습니다. 강의 목록에서 다시 골라 주세요." />
        ) : list.isPending ? (
          <LoadingMessage label="강의 목록을 불러오는 중입니다" />
        ) : list.isError ? (
          <ErrorMessage message={`강의 목록을 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState title={page > 1 ? '이 페이지에는 강의가 없습니다.' : '아직 등록된 강의가 없습니다.'}>
            {page > 1 ? (
              <Link to={hrefFor(1)} className="font-semibold text-accent-700 underline">
                첫 페이지로 가기
              </Link>
            ) : (
              <Link to="/course" className="font-semibold text-accent-700 underline">
                전체 강의 보기
              </Link>
            )}
          </EmptyState>
        ) : (
          <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''} aria-busy={list.isPlaceholderData}>
            <CourseGrid courses={list.data.list} headingLevel={2} firstScreen />
            <Pagination page={list.data.page} total={list.data.total} size={list.data.size} hrefFor={hrefFor} label="강의 목록 페이지" />
          </div>
        )}
      </section>
    </PageShell>
  );
}

function Chip({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition ${
        current ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-accent-50 hover:text-accent-700'
      }`}
    >
      {children}
    </Link>
  );
}
