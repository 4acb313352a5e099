import { useState, type FormEvent } from 'react';
import type { AdminNoticeSendBody, AdminNoticeSends } from '@school/contracts/admin';
import { primaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../components/labels';
import { useNoticeSends, useSendNotice } from '../api/sends';

type SegmentType = AdminNoticeSendBody['segment']['type'];
type SendRow = AdminNoticeSends['list'][number];

/** Where a send is: waiting for the job, going out (members done of the segment), or finished. */
function SendProgress({ send }: { send: SendRow }) {
  if (send.status === 'done') return <p className="mt-1 text-[13px] font-semibold text-emerald-700">보내기 완료</p>;
  const percent = send.targeted > 0 ? Math.floor((send.processed / send.targeted) * 100) : 0;
  const label = send.status === 'queued' ? '보내기 대기 중' : `보내는 중 ${send.processed}/${send.targeted}명`;
  return (
    <div className="mt-2">
      <p className="text-[13px] font-semibold text-accent-700">{label}</p>
      <div role="progressbar" aria-label={`${send.title} 보내기 진행`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full bg-accent-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/**
 * /admin/notifications: a notice to buyers of a course, subscribers or members inactive for 30 days or more. It goes
 * through each member's choices; 광고 only to those who agreed to 광고성 정보, and at night only with the night consent.
 */
export default function NotificationSendsPage() {
  const sends = useNoticeSends();
  const send = useSendNotice();
  const [type, setType] = useState<SegmentType>('course_buyers');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const value = (k: string) => {
      const v = f.get(k);
      return typeof v === 'string' ? v : '';
    };
    const segment: AdminNoticeSendBody['segment'] =
      type === 'course_buyers' ? { type, course_sn: Number(value('course_sn')) } : type === 'inactive' ? { type, days: Number(value('days')) } : { type };
    if (!window.confirm('대상 회원에게 알림을 보낼까요? 보낸 알림은 되돌릴 수 없습니다.')) return;
    setResult(null);
    try {
      const envelope = await send.mutateAsync({ segment, kind: value('kind') === 'ad' ? 'ad' : 'notice', title: value('title'), body: value('body'), link: value('link') });
      setResult({ ok: true, message: envelope.message });
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err) });
    }
  }

  return (
    <section aria-labelledby="sends-title" className="space-y-6">
      <h1 id="sends-title" className="text-xl font-bold">
        회원 알림 보내기
      </h1>
      <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <fieldset>
          <legend className="text-sm font-semibold">대상</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {(
              [
                ['course_buyers', '강의 구매자'],
                ['subscribers', '구독 중인 회원'],
                ['inactive', '미접속 회원'],
              ] as const
            ).map(([v, label]) => (
              <label key={v} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="segment" checked={type === v} onChange={() => setType(v)} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'course_buyers' && (
          <label className="block text-sm">
            강의 번호
            <input name="course_sn" inputMode="numeric" required className={field} />
          </label>
        )}
        {type === 'inactive' && (
          <label className="block text-sm">
            미접속 일수 (30일 이상)
            <input name="days" type="number" min={30} max={365} defaultValue={30} required className={field} />
          </label>
        )}
        <label className="block text-sm">
          종류
          <select name="kind" className={field} defaultValue="notice">
            <option value="notice">운영 공지</option>
            <option value="ad">광고성 정보 (동의한 회원만, 야간은 야간 동의 회원만, 제목 앞에 (광고))</option>
          </select>
        </label>
        <label className="block text-sm">
          제목
          <input name="title" maxLength={60} required className={field} />
        </label>
        <label className="block text-sm">
          내용
          <textarea name="body" maxLength={400} required rows={3} className={field} />
        </label>
        <label className="block text-sm">
          연결할 주소 (이 사이트의 경로, 예: /event)
          <input name="link" maxLength={300} required defaultValue="/" className={field} />
        </label>
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          보내기
        </button>
        {result && (
          <p role="status" className={`text-sm ${result.ok ? 'text-emerald-700' : 'text-rose-700'}`}>
            {result.message}
          </p>
        )}
      </form>
      <section aria-labelledby="sends-list" className="space-y-2">
        <h2 id="sends-list" className="font-bold">
          보낸 알림
        </h2>
        {sends.isPending && <LoadingMessage label="보낸 알림을 불러오는 중" />}
        {sends.isError && <ErrorMessage message={errorMessage(sends.error)} onRetry={() => void sends.refetch()} />}
        {sends.data && sends.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">보낸 알림이 없습니다.</p>}
        <ul className="space-y-2">
          {sends.data?.list.map((s) => (
            <li key={s.send_sn} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
              <p className="font-semibold">
                {s.kind === 'ad' ? '(광고) ' : ''}
                {s.title}
              </p>
              <p className="text-slate-600">
                {s.segment} · {formatDateTime(s.created_at)} · 대상 {s.targeted}명 · 보냄 {s.delivered}명
                {s.kind === 'ad' && ` · 동의 없음 ${s.refused_consent}명 · 야간 미동의 ${s.refused_night}명`}
              </p>
              <SendProgress send={s} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
