import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { GoalStatus } from '@school/contracts';
import { goalLimits } from '@school/contracts/plain';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useGoal } from '../api/get-goal';
import { useSetGoal } from '../api/set-goal';
import { useSetWeeklyMail } from '../api/set-weekly-mail';
import { GoalProgress } from './goal-progress';

/** /my: the weekly goal (set or changed from this week on), the last weeks, the streak, the weekly summary mail. */
export function GoalSection() {
  const goal = useGoal();
  return (
    <section id="goal" aria-labelledby="goal-title" className="rounded-2xl border border-slate-200 p-5 mobile:p-4">
      <h2 id="goal-title" className="text-lg font-bold text-slate-900">
        주간 학습 목표
      </h2>
      {goal.isPending && <LoadingMessage label="학습 목표를 불러오는 중입니다" />}
      {goal.isError && <ErrorMessage message={errorMessage(goal.error)} onRetry={() => void goal.refetch()} />}
      {goal.data && <GoalBody status={goal.data} />}
    </section>
  );
}

function GoalBody({ status }: { status: GoalStatus }) {
  const set = useSetGoal();
  const mail = useSetWeeklyMail();
  const [minutes, setMinutes] = useState(String(status.minutes ?? 60));
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const mailId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await set.mutateAsync(Number(minutes));
      showToast('주간 목표를 저장했습니다.');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const toggleMail = async (on: boolean) => {
    setError(null);
    try {
      await mail.mutateAsync(on ? 'Y' : 'N');
      showToast(on ? '매주 월요일 오전에 학습 요약 메일을 보내 드립니다.' : '주간 학습 요약 메일을 끄셨습니다.');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div className="mt-3 space-y-5">
      {status.minutes !== null && <GoalProgress status={status} />}
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700">
          일주일 목표 (분)
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={goalLimits.minutesMin}
            max={goalLimits.minutesMax}
            step={10}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            className="mt-1 block h-11 w-36 rounded-xl border border-slate-300 px-3 text-base font-normal"
          />
        </label>
        <button type="submit" disabled={set.isPending} className="h-11 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white disabled:opacity-60">
          {status.minutes === null ? '목표 정하기' : '목표 바꾸기'}
        </button>
      </form>
      <p className="text-xs text-slate-500">한 주는 한국 시간 월요일 0시부터 일요일 24시까지이고, 실제로 재생한 시간만 셉니다. 바꾼 목표는 이번 주부터 적용됩니다.</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {status.weeks.some((w) => w.goal !== null) && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">최근 주별 기록</h3>
          <ol className="mt-2 grid grid-cols-8 gap-1 mobile:grid-cols-4">
            {status.weeks.map((w) => (
              <li key={w.week_start} className={`rounded-lg p-1.5 text-center text-xs ${w.met === 'Y' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-50 text-slate-600'}`}>
                <span className="block">{w.week_start.slice(5).replace('-', '.')}~</span>
                <span className="block font-bold">{w.minutes}분</span>
                <span className="block">{w.goal === null ? '목표 없음' : w.met === 'Y' ? '달성' : '미달성'}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="rounded-xl bg-slate-50 p-4">
        <label htmlFor={mailId} className="flex items-start gap-3">
          <input
            id={mailId}
            type="checkbox"
            checked={status.weekly_mail === 'Y'}
            disabled={mail.isPending || (status.is_market !== 'Y' && status.weekly_mail !== 'Y')}
            onChange={(e) => void toggleMail(e.target.checked)}
            className="mt-1 size-5"
          />
          <span>
            <span className="block font-semibold text-slate-900">주간 학습 요약 메일 받기 (선택)</span>
            <span className="block text-sm text-slate-600">매주 월요일 오전, 지난주 수강 시간과 목표 달성 여부를 메일로 보내 드립니다. 광고성 정보로 분류되어 제목에 (광고)가 붙으며, 메일의 수신거부 링크로 언제든 끌 수 있습니다.</span>
            {status.is_market !== 'Y' && (
              <span className="mt-1 block text-sm text-slate-600">
                광고성 정보 수신에 동의한 회원만 받을 수 있습니다.{' '}
                <Link to="/my/info" className="font-semibold text-accent-700 hover:underline">
                  회원정보에서 수신 동의 바꾸기
                </Link>
              </span>
            )}
          </span>
        </label>
      </div>
    </div>
  );
}
