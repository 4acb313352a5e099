import { useEffect, useRef } from 'react';
import type { StockDailyBar } from '@school/contracts';
import { useLazyChart } from '../../../lib/charts';
import { CHART_COLORS, formatPlainPrice, type Currency } from '../format';

const rgba = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

/**
 * Daily candles with volume underneath (lightweight-charts). The chart is created once per mount;
 * a new range replaces the whole series with one setData call (no per-bar updates), so 5 years of
 * bars (~1,300) render in one pass. Rise red, fall blue, as the rest of the page.
 */
export function StockChart({ bars, currency, label }: { bars: readonly StockDailyBar[]; currency: Currency; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { handles, failed } = useLazyChart(
    container,
    (p: number) => formatPlainPrice(p, currency),
    ({ CandlestickSeries, HistogramSeries }, chart) => {
      chart.applyOptions({ rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.3 } } });
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: CHART_COLORS.rise,
        downColor: CHART_COLORS.fall,
        borderUpColor: CHART_COLORS.rise,
        borderDownColor: CHART_COLORS.fall,
        wickUpColor: CHART_COLORS.rise,
        wickDownColor: CHART_COLORS.fall,
        priceLineVisible: false,
      });
      const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', priceLineVisible: false, lastValueVisible: false });
      volume.priceScale().applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
      return { candles, volume };
    },
    currency,
  );

  useEffect(() => {
    if (!handles) return;
    handles.candles.setData(bars.map((b) => ({ time: b.date, open: b.open, high: b.high, low: b.low, close: b.close })));
    handles.volume.setData(
      bars.map((b) => ({ time: b.date, value: b.volume, color: rgba(b.close >= b.open ? CHART_COLORS.rise : CHART_COLORS.fall, 0.35) })),
    );
    handles.chart.timeScale().fitContent();
  }, [handles, bars]);

  return (
    <div className="relative">
      {/* The canvas says nothing to screen readers: this summary does, and the table of figures below has the numbers. */}
      <p className="sr-only">{label}</p>
      <div ref={container} data-testid="stock-chart" className="h-[360px] w-full mobile:h-[280px]" />
      {!handles && !failed && (
        <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500" aria-hidden="true">
          차트를 준비하는 중입니다…
        </div>
      )}
      {failed && (
        <p role="alert" className="absolute inset-0 flex items-center justify-center rounded-xl bg-rose-50 text-sm text-rose-800">
          차트를 불러오지 못했습니다. 페이지를 새로고침해 주세요.
        </p>
      )}
    </div>
  );
}
