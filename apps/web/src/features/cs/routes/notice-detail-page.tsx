import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useNotice } from '../api/get-notice';

/** /cs/notice/{id}: one notice at its own address, with the one before and after. */
export function NoticeDetailPage() {
  const notice = useNotice(Number(useParams().id));
  const n = notice.data;
  return (
    <PageShell className="max-w-3xl">
      <Breadcrumb items={[{ label: '고객센터', to: '/cs/notice' }, { label: '공지사항', to: '/cs/notice' }, { label: n?.title ?? '공지' }]} />
      {notice.isPending && <LoadingMessage label="공지사항을 불러오는 중입니다" />}
      {notice.isError && <ErrorMessage message={`공지사항을 불러오지 못했습니다. ${errorMessage(notice.error)}`} />}
      {n && (
        <article className="mt-4">
          <div className="flex gap-1.5">
            {n.pinned === 'Y' && <Pill tone="accent">고정</Pill>}
            <Pill>{n.category_label}</Pill>
          </div>
          <h1 className="mt-3 text-2xl font-extrabold text-slate-900">{n.title}</h1>
          <p className="mt-2 text-sm text-slate-500">
            <time dateTime={n.posted_on}>{n.posted_on.replaceAll('-', '.')}</time>
          </p>
          <div className="mt-6 border-t border-slate-200 pt-6 leading-7 whitespace-pre-line text-slate-700">{n.body}</div>
          <nav aria-label="이전·다음 공지" className="mt-10 divide-y divide-slate-100 border-y border-slate-200 text-sm">
            {n.next && (
              <Link to={`/cs/notice/${n.next.notice_sn}`} className="flex gap-3 px-3 py-3 hover:bg-slate-50">
                <span className="shrink-0 font-semibold text-slate-500">다음 글</span>
                <span className="truncate">{n.next.title}</span>
              </Link>
            )}
            {n.prev && (
              <Link to={`/cs/notice/${n.prev.notice_sn}`} className="flex gap-3 px-3 py-3 hover:bg-slate-50">
                <span className="shrink-0 font-semibold text-slate-500">이전 글</span>
                <span className="truncate">{n.prev.title}</span>
              </Link>
            )}
          </nav>
        </article>
      )}
      <p className="mt-8">
        <Link to="/cs/notice" className="text-sm font-semibold text-slate-500 hover:text-accent-700">
          ← 공지사항 목록
        </Link>
      </p>
    </PageShell>
  );
}
