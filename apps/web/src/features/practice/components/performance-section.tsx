import { lazy, Suspense } from 'react';
import type { PracticePerformance, StockRegion } from '@school/contracts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { usePerformance } from '../api/get-performance';
import { PERFORMANCE_COLORS, rate, tone } from '../format';

// The chart module (and lightweight-charts behind it) loads only when a region has points to draw.
const PerformanceChart = lazy(() => import('./performance-chart').then((m) => ({ default: m.PerformanceChart })));
const REGION_TITLE: Record<StockRegion, string> = { kr: '국내 계좌', us: '미국 계좌' };

/** 수익률 추이: per region, the account's % return since its start (or reset) against KOSPI / the S&P 500. */
export function PerformanceSection() {
  return (
    <section aria-labelledby="performance-title" className="space-y-3">
      <h2 id="performance-title" className="text-lg font-bold text-slate-900">
        수익률 추이
      </h2>
      <p className="text-sm text-slate-600">계좌를 연 날(또는 초기화한 날)부터 확정 종가로 다시 계산한 내 계좌 수익률과 같은 기간 지수 수익률입니다.</p>
      <div className="grid items-start gap-4 desktop:grid-cols-2">
        <RegionPerformance region="kr" />
        <RegionPerformance region="us" />
      </div>
    </section>
  );
}

function RegionPerformance({ region }: { region: StockRegion }) {
  const perf = usePerformance(region);
  const titleId = `performance-${region}`;
  return (
    <article aria-labelledby={titleId} className="min-w-0 space-y-2 rounded-2xl p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {REGION_TITLE[region]}
        {perf.data && ` · 내 계좌 vs ${perf.data.index_name}`}
      </h3>
      {perf.isError ? (
        <ErrorMessage message={errorMessage(perf.error)} onRetry={() => void perf.refetch()} />
      ) : !perf.data ? (
        <LoadingMessage label="수익률 추이를 불러오는 중입니다" />
      ) : perf.data.points.length === 0 ? (
        <p className="text-sm text-slate-600">체결된 거래가 생기면 수익률 그래프가 나타납니다.</p>
      ) : (
        <Chart data={perf.data} />
      )}
    </article>
  );
}

function Chart({ data }: { data: PracticePerformance }) {
  const last = data.points.at(-1)!;
  const sample = data.is_sample === 'Y';
  const summary = `${data.points[0]!.date}부터 ${last.date}까지 내 계좌 ${rate(last.return_pct)}, ${data.index_name} ${rate(last.index_return_pct)}`;
  return (
    <>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="범례">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5" style={{ backgroundColor: PERFORMANCE_COLORS.account }} />
          내 계좌 <span className={`tabular-nums font-semibold ${tone(last.return_pct)}`}>{rate(last.return_pct)}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: PERFORMANCE_COLORS.index }} />
          {data.index_name}
          {sample && ' (예시)'} <span className={`tabular-nums font-semibold ${tone(last.index_return_pct)}`}>{rate(last.index_return_pct)}</span>
        </li>
      </ul>
      <Suspense fallback={<div className="h-[260px] rounded-xl bg-slate-50 mobile:h-[220px]" aria-hidden="true" />}>
        <PerformanceChart points={data.points} label={summary} />
      </Suspense>
      <p className="text-xs text-slate-500">
        {sample ? '(예시) ' : ''}
        {data.notice ? `${data.notice} · ` : ''}기준일 {last.date}
      </p>
    </>
  );
}
