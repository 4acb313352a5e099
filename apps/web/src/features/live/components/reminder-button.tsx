import { errorMessage } from '../../../lib/api-client';
import { useSetReminder } from '../api/reminder';

/** 알림 받기 on a class that has not started: one notice 10 minutes before, on the channels chosen for 라이브 수업. */
export function ReminderButton({ liveId, on }: { liveId: number; on: boolean }) {
  const set = useSetReminder(liveId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={on}
        disabled={set.isPending}
        onClick={() => set.mutate(!on)}
        className={`rounded-xl px-3 py-1.5 text-sm font-semibold ${on ? 'bg-slate-100 text-slate-700 ring-1 ring-slate-300' : 'bg-accent-600 text-white'}`}
      >
        {on ? '알림 신청됨 · 취소' : '시작 10분 전 알림 받기'}
      </button>
      {set.isError && (
        <span role="alert" className="text-sm text-red-700">
          {errorMessage(set.error)}
        </span>
      )}
    </div>
  );
}
