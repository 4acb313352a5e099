import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useLiveList } from '../api/get-live';
import { useReminders } from '../api/reminder';
import { ReminderButton } from '../components/reminder-button';
import { AUDIENCE_LABEL, STATE_LABEL, STATE_TONE, startsAt } from '../components/live-state';

/** /live: the live classes on now, coming, and ended this week. */
export function LiveListPage() {
  const list = useLiveList();
  const reminders = useReminders();
  return (
    <PageShell>
      <h1 className="text-2xl font-extrabold text-slate-900">라이브 수업</h1>
      <div className="mt-6">
        {list.isPending && <LoadingMessage label="라이브 수업을 불러오는 중입니다" />}
        {list.isError && <ErrorMessage message={`라이브 수업을 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && list.data.list.length === 0 && <EmptyState title="예정된 라이브 수업이 없습니다." />}
        {list.data && list.data.list.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 mobile:grid-cols-1">
            {list.data.list.map((c) => (
              <li key={c.live_id}>
                <Link to={`/live/${c.live_id}`} className="block rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-accent-600">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[c.state]}`}>{STATE_LABEL[c.state]}</span>
                  <p className="mt-2 font-bold text-slate-900">{c.title}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {c.teacher} · {startsAt(c.starts_at)}
                  </p>
                  <p className="mt-1 text-xs text-slate-500">시청 대상: {AUDIENCE_LABEL[c.audience]}</p>
                </Link>
                {reminders.data && c.state === 'scheduled' && (
                  <div className="mt-2">
                    <ReminderButton liveId={c.live_id} on={reminders.data.includes(c.live_id)} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
