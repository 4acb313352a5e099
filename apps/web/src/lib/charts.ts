import { useEffect, useState, type RefObject } from 'react';
import type * as LightweightCharts from 'lightweight-charts';

export type Charts = typeof LightweightCharts;
export type ChartApi = ReturnType<Charts['createChart']>;

// Loaded on first use so the ~160 kB library stays out of the main bundle; one promise for the app.
let chartsModule: Promise<Charts> | null = null;
const loadCharts = () => (chartsModule ??= import('lightweight-charts'));

/**
 * A lightweight-charts canvas in `container`, in the school's look (white, slate text in the page's font, a light
 * grid; the library's TradingView attribution logo kept, as its licence asks), made once per mount and again when
 * `rebuildOn` changes. `series` adds the chart's series and returns them; `handles` is null until the chart is there,
 * `failed` true when the library could not load.
 */
export function useLazyChart<S>(
  container: RefObject<HTMLDivElement | null>,
  priceFormatter: (price: number) => string,
  series: (charts: Charts, chart: ChartApi) => S,
  rebuildOn: unknown = null,
): { handles: (S & { chart: ChartApi }) | null; failed: boolean } {
  const [handles, setHandles] = useState<(S & { chart: ChartApi }) | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let disposed = false;
    let created: ChartApi | null = null;
    loadCharts()
      .then((charts) => {
        if (disposed || !container.current) return;
        const chart = charts.createChart(container.current, {
          autoSize: true,
          layout: {
            background: { type: charts.ColorType.Solid, color: '#ffffff' },
            textColor: '#475569',
            fontFamily: getComputedStyle(container.current).fontFamily,
            fontSize: 12,
            attributionLogo: true,
          },
          localization: { locale: 'ko-KR', priceFormatter },
          grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
          rightPriceScale: { borderColor: '#e2e8f0' },
          timeScale: { borderColor: '#e2e8f0', fixLeftEdge: true, fixRightEdge: true },
          crosshair: { mode: 0 },
        });
        created = chart;
        setHandles({ ...series(charts, chart), chart });
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      created?.remove();
      setHandles(null);
    };
    // Made once per mount and per `rebuildOn`: the formatter and series builder of the first render are the chart's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rebuildOn]);
  return { handles, failed };
}
