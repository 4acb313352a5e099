import { KOREA_TIME_ZONE } from '@school/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { NotificationItem } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { Pagination } from '../../../components/ui/pagination';
import { TabLinks } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';

const when = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

const TABS = [
  { key: 'all', label: '전체', to: '/my/notifications' },
  { key: 'unread', label: '안 읽음', to: '/my/notifications?filter=unread' },
] as const;

/** /my/notifications: the last 90 days of notices, newest first; opening one marks it read and goes where it points. */
export function NotificationsPage() {
  const [params] = useSearchParams();
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNotifications(page, filter);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();

  const open = (n: NotificationItem) => {
    if (n.read === 'N') markRead.mutate(n.id);
    void navigate(n.link);
  };

  return (
    <PageShell className="max-w-3xl">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">알림</h1>
        <Link to="/my/notifications/settings" className="text-sm font-semibold text-accent-700 hover:underline">
          알림 설정
        </Link>
      </div>
      <div className="mt-4">
        <TabLinks tabs={TABS} current={filter} label="알림 구분" />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
        <p>{list.data ? `안 읽은 알림 ${list.data.unread}개 · 최근 90일 동안의 알림을 보여 드립니다.` : '최근 90일 동안의 알림을 보여 드립니다.'}</p>
        <button
          type="button"
          disabled={!list.data || list.data.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="h-9 shrink-0 rounded-lg px-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
        >
          모두 읽음
        </button>
      </div>
      {list.isPending && <p className="mt-6 text-sm text-slate-500">불러오는 중입니다…</p>}
      {list.isError && <p className="mt-6 text-sm text-rose-700">알림을 불러오지 못했습니다. {errorMessage(list.error)}</p>}
      {list.data && list.data.list.length === 0 && <p className="mt-6 text-sm text-slate-500">{filter === 'unread' ? '안 읽은 알림이 없습니다.' : '받은 알림이 없습니다.'}</p>}
      <ul className="mt-3 divide-y divide-slate-100">
        {list.data?.list.map((n) => (
          <li key={n.id}>
            <a
              href={n.link}
              onClick={(e) => {
                e.preventDefault();
                open(n);
              }}
              className={`block rounded-lg px-2 py-3 hover:bg-slate-50 ${n.read === 'N' ? '' : 'opacity-70'}`}
            >
              <span className="flex items-center gap-2">
                {n.read === 'N' && <span className="size-2 shrink-0 rounded-full bg-rose-600" aria-hidden="true" />}
                <span className="font-semibold text-slate-900">{n.title}</span>
                <span className="sr-only">{n.read === 'N' ? '(안 읽음)' : '(읽음)'}</span>
              </span>
              <span className="mt-0.5 block break-words text-sm text-slate-600">{n.body}</span>
              <span className="mt-0.5 block text-xs text-slate-400">{when(n.created_at)}</span>
            </a>
          </li>
        ))}
      </ul>
      {list.data && <Pagination page={page} total={list.data.total} size={list.data.size} hrefFor={(p) => `/my/notifications?${new URLSearchParams({ ...(filter === 'unread' ? { filter } : {}), page: String(p) }).toString()}`} label="알림 페이지" />}
    </PageShell>
  );
}
