import { Link } from 'react-router';
import { useGoal } from '../api/get-goal';
import { GoalProgress } from './goal-progress';

/** The card itself, loaded only for a signed-in member (home-goal.tsx): visitors' first load does not carry it. */
export default function Goal() {
  const goal = useGoal();
  if (!goal.data) return null;
  return (
    <section aria-labelledby="home-goal-title" className="rounded-2xl border border-slate-200 p-5 mobile:p-4">
      <h2 id="home-goal-title" className="flex items-center justify-between gap-2 text-lg font-bold text-slate-900">
        주간 학습 목표
        <Link to="/my#goal" className="text-sm font-semibold text-accent-700 hover:underline">
          {goal.data.minutes === null ? '목표 정하기' : '목표 바꾸기'}
        </Link>
      </h2>
      <div className="mt-3">
        {goal.data.minutes === null ? <p className="text-sm text-slate-600">일주일에 몇 분 공부할지 정하면, 달성한 주가 이어지는 만큼 연속 기록이 쌓입니다.</p> : <GoalProgress status={goal.data} />}
      </div>
    </section>
  );
}
