import { useEffect, useRef, useState } from 'react';
import type { PracticePerformancePoint } from '@school/contracts';
import type * as LightweightCharts from 'lightweight-charts';
import { PERFORMANCE_COLORS } from '../format';

type Charts = typeof LightweightCharts;
type ChartApi = ReturnType<Charts['createChart']>;

interface ChartHandles {
  chart: ChartApi;
  account: ReturnType<ChartApi['addSeries']>;
  index: ReturnType<ChartApi['addSeries']>;
}


// Loaded on first use, as the stock chart does: the ~160 kB library stays out of the page's bundle.
let chartsModule: Promise<Charts> | null = null;
const loadCharts = () => (chartsModule ??= import('lightweight-charts'));

const percent = (p: number) => `${p > 0 ? '+' : ''}${p.toFixed(2)}%`;

/**
 * Two lines of % return since the start: the account (solid) and the index (dashed). The canvas is created once per
 * mount and filled with one setData per line. Keeps the library's TradingView attribution logo, as its licence asks.
 */
export function PerformanceChart({ points, label }: { points: readonly PracticePerformancePoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [handles, setHandles] = useState<ChartHandles | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let created: ChartApi | null = null;
    loadCharts()
      .then(({ createChart, LineSeries, LineStyle, ColorType }) => {
        if (disposed || !container.current) return;
        const chart = createChart(container.current, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: '#ffffff' },
            textColor: '#475569',
            fontFamily: getComputedStyle(container.current).fontFamily,
            fontSize: 12,
            attributionLogo: true,
          },
          localization: { locale: 'ko-KR', priceFormatter: percent },
          grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
          rightPriceScale: { borderColor: '#e2e8f0' },
          timeScale: { borderColor: '#e2e8f0', fixLeftEdge: true, fixRightEdge: true },
          crosshair: { mode: 0 },
        });
        created = chart;
        const index = chart.addSeries(LineSeries, { color: PERFORMANCE_COLORS.index, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false });
        const account = chart.addSeries(LineSeries, { color: PERFORMANCE_COLORS.account, lineWidth: 2, priceLineVisible: false });
        setHandles({ chart, account, index });
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      created?.remove();
      setHandles(null);
    };
  }, []);

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
