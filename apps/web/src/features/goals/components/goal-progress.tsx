import type { GoalStatus } from '@school/contracts';

/** This week's minutes against the goal, and the streak of weeks met. */
export function GoalProgress({ status }: { status: GoalStatus }) {
  const { this_week: week, streak } = status;
  const percent = week.goal ? Math.min(100, Math.round((week.minutes / week.goal) * 100)) : 0;
  return (
    <div>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">
          이번 주 {week.minutes}분{week.goal !== null && <span className="font-medium text-slate-500"> / 목표 {week.goal}분</span>}
        </span>
        <span className="text-sm font-semibold text-accent-700">{streak > 0 ? `${streak}주 연속 달성` : '연속 달성 기록 없음'}</span>
      </p>
      {week.goal !== null && (
        <div
          role="progressbar"
          aria-label="이번 주 목표 달성률"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <span className={`block h-full ${week.met === 'Y' ? 'bg-emerald-500' : 'bg-accent-600'}`} style={{ width: `${percent}%` }} />
        </div>
      )}
      {week.met === 'Y' && <p className="mt-1 text-sm font-semibold text-emerald-700">이번 주 목표를 달성했습니다!</p>}
    </div>
  );
}
