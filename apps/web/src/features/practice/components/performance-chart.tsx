import { useEffect, useRef } from 'react';
import type { PracticePerformancePoint } from '@school/contracts';
import { useLazyChart } from '../../../lib/charts';
import { PERFORMANCE_COLORS } from '../format';

const percent = (p: number) => `${p > 0 ? '+' : ''}${p.toFixed(2)}%`;

/**
 * Two lines of % return since the start: the account (solid) and the index (dashed). The canvas is created once per
 * mount and filled with one setData per line.
 */
export function PerformanceChart({ points, label }: { points: readonly PracticePerformancePoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { handles, failed } = useLazyChart(container, percent, ({ LineSeries, LineStyle }, chart) => ({
    index: chart.addSeries(LineSeries, { color: PERFORMANCE_COLORS.index, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false }),
    account: chart.addSeries(LineSeries, { color: PERFORMANCE_COLORS.account, lineWidth: 2, priceLineVisible: false }),
  }));

  useEffect(() => {
    if (!handles) return;
    handles.account.setData(points.map((p) => ({ time: p.date, value: p.return_pct })));
    handles.index.setData(points.flatMap((p) => (p.index_return_pct === null ? [] : [{ time: p.date, value: p.index_return_pct }])));
    handles.chart.timeScale().fitContent();
  }, [handles, points]);

  return (
    <div className="relative">
      {/* The canvas says nothing to screen readers: this summary does. */}
      <p className="sr-only">{label}</p>
      <div ref={container} data-testid="performance-chart" className="h-[260px] w-full mobile:h-[220px]" />
      {!handles && !failed && (
        <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500" aria-hidden="true">
          그래프를 준비하는 중입니다…
        </div>
      )}
      {failed && (
        <p role="alert" className="absolute inset-0 flex items-center justify-center rounded-xl bg-rose-50 text-sm text-rose-800">
          그래프를 불러오지 못했습니다. 페이지를 새로고침해 주세요.
        </p>
      )}
    </div>
  );
}
