import { useState } from 'react';
import { Link } from 'react-router';
import { adminSiteApi, fillPath } from '@school/contracts/endpoints';
import { FormAlert } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../components/labels';
import { downloadFile } from '../../api/download-file';
import { useAdminEvents } from '../api/get-events';

/** /admin/events: events and seminars (new, edit, applicants and attendance), and who took part, as CSV files. */
export default function EventsPage() {
  const data = useAdminEvents();
  const [failure, setFailure] = useState<string | null>(null);
  const download = (url: string, name: string) => {
    setFailure(null);
    void downloadFile(url, name).catch((e: unknown) => setFailure(errorMessage(e)));
  };
  if (data.isPending) return <LoadingMessage label="이벤트를 불러오는 중" />;
  if (data.isError) return <ErrorMessage message={errorMessage(data.error)} onRetry={() => void data.refetch()} />;
  const button = 'inline-flex h-10 shrink-0 items-center rounded-lg bg-white px-3 text-sm font-semibold ring-1 ring-slate-300';
  return (
    <section aria-labelledby="events-title" className="space-y-4">
      <h1 id="events-title" className="text-xl font-bold">
        이벤트·세미나
      </h1>
      <FormAlert message={failure} />
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">이벤트</h2>
        <Link to="/admin/events/event/new" className={button}>
          새 이벤트
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {data.data.events.map((e) => (
          <li key={e.event_sn} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="min-w-0">
              <span className="block truncate font-semibold">{e.title}</span>
              <span className="block text-sm text-slate-600">
                {e.starts_on} ~ {e.ends_on} · 참여 {e.participants}명
              </span>
            </span>
            <span className="flex shrink-0 gap-2">
              <Link to={`/admin/events/event/${e.event_sn}`} className={button}>
                수정<span className="sr-only"> {e.title}</span>
              </Link>
              <button type="button" className={button} onClick={() => download(fillPath(adminSiteApi.eventParticipants.path, { event_sn: e.event_sn }), `event-${e.event_sn}.csv`)}>
                참여자 CSV<span className="sr-only"> {e.title}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">세미나</h2>
        <Link to="/admin/events/seminar/new" className={button}>
          새 세미나
        </Link>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {data.data.seminars.map((s) => (
          <li key={s.seminar_sn} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="min-w-0">
              <span className="block truncate font-semibold">{s.title}</span>
              <span className="block text-sm text-slate-600">
                {formatDateTime(s.held_at)} · 신청 {s.applied}/{s.capacity} · 대기 {s.waiting}
              </span>
            </span>
            <span className="flex shrink-0 gap-2">
              <Link to={`/admin/events/seminar/${s.seminar_sn}`} className={button}>
                신청자·출석<span className="sr-only"> {s.title}</span>
              </Link>
              <button type="button" className={button} onClick={() => download(fillPath(adminSiteApi.seminarApplicants.path, { seminar_sn: s.seminar_sn }), `seminar-${s.seminar_sn}.csv`)}>
                신청자 CSV<span className="sr-only"> {s.title}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
