import { Link, useSearchParams } from 'react-router';
import type { NoticeCategory, NoticeItem } from '@school/contracts';
import { noticeCategories } from '@school/contracts/plain';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useNotices } from '../api/get-notices';
import { CsHeader } from '../components/cs-nav';
import { SearchBox } from '../components/search-box';

const categoryOf = (v: string | null): NoticeCategory | undefined => (v && v in noticeCategories ? (v as NoticeCategory) : undefined);

/** /cs/notice: categories, pinned notices, search and pages, all in the address. */
export function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.min(1000, Math.max(1, Number(params.get('page')) || 1));
  const list = useNotices({ category, q: q || undefined, page, size: 10 });
  const href = (next: { category?: string; q?: string; page?: number }) => {
    const s = new URLSearchParams();
    const c = 'category' in next ? next.category : category;
    const text = 'q' in next ? next.q : q;
    if (c) s.set('category', c);
    if (text) s.set('q', text);
    if (next.page && next.page > 1) s.set('page', String(next.page));
    const qs = s.toString();
    return qs ? `/cs/notice?${qs}` : '/cs/notice';
  };
  const chips: [string | undefined, string][] = [[undefined, '전체'], ...(Object.entries(noticeCategories) as [string, string][])];
  return (
    <PageShell className="max-w-4xl">
      <CsHeader current="notice" />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="공지 분류" className="flex flex-wrap gap-1.5">
          {chips.map(([key, label]) => (
            <li key={label}>
              <Link
                to={href({ category: key })}
                aria-current={key === category ? 'true' : undefined}
                className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ${key === category ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="w-full max-w-sm mobile:max-w-none">
          <SearchBox key={q} label="공지사항 검색" initial={q} onSearch={(text) => setParams(new URLSearchParams(href({ q: text }).split('?')[1] ?? ''))} />
        </div>
      </div>
      <div className="mt-5">
        {list.isPending && <LoadingMessage label="공지사항을 불러오는 중입니다" />}
        {list.isError && <ErrorMessage message={`공지사항을 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && (
          <>
            {/* While a new search or page loads, the previous list stays (dimmed), never counted as this search's result. */}
            {q && (
              <p role="status" className="mb-3 text-sm text-slate-600">
                {list.isPlaceholderData ? `“${q}” 검색 중입니다…` : `“${q}” 검색 결과 ${list.data.total}건`}
              </p>
            )}
            {list.data.items.length === 0 && list.data.pinned.length === 0 ? (
              <EmptyState title={q ? '검색 결과가 없습니다.' : '등록된 공지사항이 없습니다.'} />
            ) : (
              <ul aria-busy={list.isPlaceholderData || undefined} className={`divide-y divide-slate-100 border-y border-slate-200 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
                {list.data.pinned.map((n) => (
                  <NoticeRow key={`p${n.notice_sn}`} notice={n} pinned />
                ))}
                {list.data.items.map((n) => (
                  <NoticeRow key={n.notice_sn} notice={n} />
                ))}
              </ul>
            )}
            <Pagination page={page} total={list.data.total} size={list.data.size} hrefFor={(p) => href({ page: p })} label="공지사항 페이지" />
          </>
        )}
      </div>
    </PageShell>
  );
}

function NoticeRow({ notice, pinned = false }: { notice: NoticeItem; pinned?: boolean }) {
  return (
    <li className={pinned ? 'bg-accent-50/50' : ''}>
      <Link to={`/cs/notice/${notice.notice_sn}`} className="flex items-center gap-3 px-3 py-4 hover:bg-slate-50 mobile:flex-wrap mobile:gap-1.5">
        {pinned && <Pill tone="accent">고정</Pill>}
        <Pill>{notice.category_label}</Pill>
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900 mobile:basis-full">{notice.title}</span>
        <time dateTime={notice.posted_on} className="shrink-0 text-[13px] text-slate-500">
          {notice.posted_on.replaceAll('-', '.')}
        </time>
      </Link>
    </li>
  );
}
