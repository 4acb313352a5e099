// A real end-of-day source the nightly import reads (docs/decisions/098). Pages never call it: they read
// the imported tables (modules/stocks/stocks.stored.ts).
import type { Market, Region } from './market-data.ts';

export interface EodRow {
  code: string;
  name: string;
  market: Market;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Listed shares and market cap of that day; null when the source does not give them. */
  shares: number | null;
  marketCap: number | null;
}

/** One day's close of the region's benchmark index (KOSPI; SPY for the S&P 500). */
export interface EodIndexRow {
  code: string;
  /** The chart's legend: 'KOSPI', 'S&P 500 (SPY 기준)'. */
  name: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface EodSource {
  /** Stored with each bar ('fsc', 'tiingo'). */
  readonly source: string;
  readonly region: Region;
  /** The 출처 line shown on every stock page of the region. */
  readonly attribution: string;
  /** Every bar of one trading day; [] when the source has none (a holiday, or not yet published). */
  barsOn(day: string): Promise<EodRow[]>;
  /** The benchmark index's bar of one trading day, or null when the source has none for it. */
  indexOn(day: string): Promise<EodIndexRow | null>;
}

/** The source refused or broke (bad key, quota, unreadable body); the import stops and retries next run. */
export class MarketSourceError extends Error {
  constructor(
    readonly source: string,
    readonly reason: string,
  ) {
    super(`${source}: ${reason}`);
    this.name = 'MarketSourceError';
  }
}

export type FetchFn = typeof fetch;
