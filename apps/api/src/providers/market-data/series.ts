import type { ListedCompany, Quote, Region } from './market-data.ts';

/** One company's generated price history in the bundled sample data (bundled.ts), read by statements.ts too. */
export interface Series {
  company: ListedCompany;
  region: Region;
  /** Minor units per currency unit: 1 for KRW (whole won), 100 for USD (cents). */
  scale: number;
  /** The long-run price level the walk reverts to, in currency units. */
  level: number;
  shares: number;
  days: Int32Array;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Uint32Array;
  length: number;
  /** The latest quote, computed once: searches and rankings read it many times a second. */
  quote?: Quote;
}
