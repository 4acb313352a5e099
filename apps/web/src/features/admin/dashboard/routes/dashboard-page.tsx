import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { won } from '../../components/labels';
import { SubscriptionStats } from '../../subscription/components/subscription-stats';
import { BarChart } from '../components/bar-chart';
import { useDashboard } from '../api/get-dashboard';

const count = (unit: string) => (n: number) => `${n.toLocaleString('ko-KR')}${unit}`;
/** Watch time as a person reads it: 12초, 45분, 3.5시간 (never "0시간" for a few minutes). */
export const watchTime = (s: number) =>
  s === 0 ? '0분' : s < 60 ? `${s}초` : s < 3600 ? `${Math.round(s / 60)}분` : `${(s / 3600).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}시간`;

/** /admin: the console's first screen — sign-ups, sales, refunds and watching per Seoul day. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const period = { ...(params.get('from') ? { from: params.get('from')! } : {}), ...(params.get('to') ? { to: params.get('to')! } : {}) };
  const board = useDashboard(period);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of ['from', 'to']) {
      const raw = data.get(k);
      const v = typeof raw === 'string' ? raw : '';
      if (v) next.set(k, v);
    }
    setParams(next);
  };
  const d = board.data;
  const days = d?.days.map((x) => x.date) ?? [];
  return (
    <section aria-labelledby="dashboard-title" className="space-y-4">
      <h1 id="dashboard-title" className="text-xl font-bold">
        대시보드
      </h1>
      <form onSubmit={submit} aria-label="기간" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          시작일
          <input type="date" name="from" defaultValue={d?.from ?? period.from} key={`from-${d?.from ?? ''}`} className="h-11 rounded-xl border border-slate-300 bg-white px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          종료일
          <input type="date" name="to" defaultValue={d?.to ?? period.to} key={`to-${d?.to ?? ''}`} className="h-11 rounded-xl border border-slate-300 bg-white px-3" />
        </label>
        <button type="submit" className={secondaryButton}>
          조회
        </button>
        <span className="text-sm text-slate-500">한국 시간 기준, 최대 92일</span>
      </form>
      {board.isPending && <LoadingMessage label="수치를 불러오는 중" />}
      {board.isError && <ErrorMessage message={errorMessage(board.error)} onRetry={() => void board.refetch()} />}
      {d && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              ['순매출', won(d.totals.net)],
              ['결제', `${won(d.totals.gross)} (${d.totals.orders}건)`],
              ['환불', won(d.totals.refunds)],
              ['가입', count('명')(d.totals.signups)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <dt className="text-sm text-slate-500">{label}</dt>
                <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-3 lg:grid-cols-2">
            <BarChart title="순매출 (결제 − 환불)" days={days} values={d.days.map((x) => x.net)} format={won} />
            <BarChart title="가입" days={days} values={d.days.map((x) => x.signups)} format={count('명')} />
            <BarChart title="시청한 회원 (일별)" days={days} values={d.days.map((x) => x.viewers)} format={(n) => count('명')(n)} />
            <BarChart title="시청 시간" days={days} values={d.days.map((x) => x.watch_seconds)} format={watchTime} />
          </div>
          <SubscriptionStats />
          <p className="text-xs text-slate-500">시청 수치는 매일 0시에 전날까지 집계되고, 오늘 수치는 지금까지의 기록입니다. 「시청한 회원」 합계 칸은 더하지 않고 하루 최대값을 보여 줍니다.</p>
        </>
      )}
    </section>
  );
}
