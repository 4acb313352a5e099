import { useState, type FormEvent } from 'react';
import type { LiveNowRow } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { ErrorMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useAttendance, useBan, useEndLive, useLiveBans, useLiveNow, useUnban } from '../api/live-classes';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';
const minutes = (sec: number) => (sec < 60 ? `${sec}초` : `${Math.floor(sec / 60)}분 ${sec % 60}초`);

/** The push as the console reads it (decision 141): what arrives at the ingest, or why nothing does. */
function ingestText(i: LiveNowRow['ingest']): string {
  if (i.state === null) return '송출 없음';
  if (i.state === 'interrupted') return '끊김';
  if (i.kbps === null) return '수신 중';
  return `${i.kbps.toLocaleString('ko-KR')} kbps · 끊긴 프레임 ${(i.dropped_frames ?? 0).toLocaleString('ko-KR')}개`;
}

/** 라이브 현황 (decisions 129, 141): each class on air with its push's health, viewers and chat rate, and the end button. */
export function LiveNow() {
  const now = useLiveNow();
  const end = useEndLive();
  const [error, setError] = useState<string | null>(null);
  if (now.isError) return <ErrorMessage message={errorMessage(now.error)} onRetry={() => void now.refetch()} />;
  if (!now.data || now.data.list.length === 0) return null;
  return (
    <section aria-labelledby="live-now" className="space-y-2 rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
      <h2 id="live-now" className="font-bold">
        라이브 현황
      </h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>수업</th>
            <th>송출</th>
            <th>시청자</th>
            <th>채팅 (최근 1분 / 10분 평균)</th>
            <th>
              <span className="sr-only">종료</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {now.data.list.map((r) => (
            <tr key={r.live_id}>
              <td className="break-words">
                {r.title} · {r.teacher}
              </td>
              <td className={r.ingest.state === 'interrupted' ? 'font-semibold text-rose-700' : undefined}>{ingestText(r.ingest)}</td>
              <td>{r.viewers}명</td>
              <td>
                {r.chat_last_min} / {r.chat_per_min_10}
              </td>
              <td>
                <button
                  type="button"
                  className="h-9 rounded-xl bg-slate-800 px-3 text-white"
                  onClick={() => {
                    if (!window.confirm(`"${r.title}" 방송을 종료할까요?`)) return;
                    setError(null);
                    end.mutateAsync(r.live_id).catch((e: unknown) => setError(errorMessage(e)));
                  }}
                >
                  방송 종료
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && <FormAlert message={error} tone="error" />}
    </section>
  );
}

/** Who watched one class and for how long, opened from its row. */
export function Attendance({ liveId }: { liveId: number }) {
  const [open, setOpen] = useState(false);
  const att = useAttendance(liveId, open);
  return (
    <div>
      <button type="button" aria-expanded={open} className="h-10 rounded-xl bg-slate-100 px-3 text-sm" onClick={() => setOpen(!open)}>
        출석 보기
      </button>
      {open && att.isError && <FormAlert message={errorMessage(att.error)} tone="error" />}
      {open && att.data && (
        <div className="mt-2 text-sm">
          <p>
            지금 {att.data.now_watching}명 시청 중 · 들어온 회원 {att.data.members}명
          </p>
          <ul className="mt-1 space-y-1">
            {att.data.list.map((r) => (
              <li key={r.member_id}>
                {r.nick} (#{r.member_id}) · {minutes(r.watched_sec)} · 접속 {r.sessions}회{r.watching ? ' · 시청 중' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Staff: ban a member from every live class's chat with a reason, and lift it. */
export function LiveBans() {
  const bans = useLiveBans(true);
  const ban = useBan();
  const unban = useUnban();
  const [memberId, setMemberId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await ban.mutateAsync({ member_id: Number(memberId), reason });
      setMemberId('');
      setReason('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby="live-bans" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="live-bans" className="font-bold">
        라이브 채팅 이용 제한
      </h2>
      <form onSubmit={(e) => void submit(e)} className="grid gap-2 desktop:grid-cols-[10rem_1fr_auto]">
        <input aria-label="회원 번호" inputMode="numeric" className={input} value={memberId} onChange={(e) => setMemberId(e.target.value)} placeholder="회원 번호" />
        <input aria-label="제한 사유" className={input} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="제한 사유 (기록에 남습니다)" maxLength={300} />
        <button type="submit" className="h-11 rounded-xl bg-rose-600 px-4 text-sm font-semibold text-white" disabled={ban.isPending}>
          이용 제한
        </button>
      </form>
      {error && <FormAlert message={error} tone="error" />}
      <ul className="space-y-1 text-sm">
        {bans.data?.list.map((b) => (
          <li key={b.member_id} className="flex flex-wrap items-center gap-2">
            <span className="break-words">
              {b.nick} (#{b.member_id}, {b.email}) · {b.reason}
            </span>
            <button type="button" className="h-8 rounded-lg bg-slate-100 px-2" onClick={() => void unban.mutateAsync(b.member_id).catch((e: unknown) => setError(errorMessage(e)))}>
              해제
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
