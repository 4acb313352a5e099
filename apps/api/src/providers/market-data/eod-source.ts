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

export interface EodSource {
  /** Stored with each bar ('fsc', 'tiingo'). */
  readonly source: string;
  readonly region: Region;
  /** The 출처 line shown on every stock page of the region. */
  readonly attribution: string;
  /** Every bar of one trading day; [] when the source has none (a holiday, or not yet published). */
  barsOn(day: string): Promise<EodRow[]>;
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
