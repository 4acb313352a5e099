/**
 * What the stocks module needs from a market-data vendor (a licensed quote/financials feed such as
 * KRX/KIS/FnGuide for Korea or a US consolidated feed). The module only talks to this interface;
 * `bundled.ts` is the offline default with generated sample figures, and a real feed plugs in as
 * described in docs/decisions/005-market-data.md.
 *
 * Every method is async because a real vendor answers over the network. Amounts are plain numbers in
 * the region's currency (KRW whole won, USD dollars with cents); dates are 'YYYY-MM-DD' trading days.
 */
import type { ListedCompany } from './data/types.ts';

export type { ListedCompany, Market } from './data/types.ts';

export type Region = 'kr' | 'us';

export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface Quote extends DailyBar {
  code: string;
  prevClose: number;
  sharesOutstanding: number;
  marketCap: number;
  /** Highest high and lowest low of the last 52 weeks. */
  high52w: number;
  low52w: number;
}

export interface StatementKind {
  period: 'annual' | 'quarter';
  /** Consolidated (연결: the group) or separate (별도: the parent company alone). */
  basis: 'consolidated' | 'separate';
}

export interface FinancialPeriod {
  /** '2025' or '2025.Q3'. */
  period: string;
  periodEnd: string;
  revenue: number;
  operatingIncome: number;
  netIncome: number;
  totalAssets: number;
  totalLiabilities: number;
  totalEquity: number;
  /** Per share, for the period (a quarter's EPS is that quarter's). */
  eps: number;
  /** At the period-end price; null when earnings are not positive. Quarterly PER uses EPS × 4. */
  per: number | null;
  pbr: number | null;
  /** Percent; quarterly figures annualised. */
  roe: number | null;
}

/** The index a region's practice chart compares against (KOSPI; the S&P 500, or SPY tracking it). */
export interface IndexSeries {
  /** Shown in the legend: 'KOSPI', 'S&P 500', 'S&P 500 (SPY 기준)'. */
  name: string;
  /** Daily closes with from ≤ date ≤ to, oldest first (open/high/low as the source gives them). */
  bars: DailyBar[];
}

export interface MarketDataProvider {
  /** Short name for logs and the decision record ('bundled', 'kis', …). */
  readonly source: string;
  /** True when the figures are not real quotes: every response then carries is_sample 'Y'. */
  readonly isSample: boolean;
  /** Korean notice shown beside the figures (sample label, or a vendor's delay/attribution note). */
  readonly notice: string | null;

  /** The listing of one region, with an approximate market-cap rank (1 = largest). */
  companies(region: Region): Promise<readonly ListedCompany[]>;
  /** Trading day of the latest figures; caches above the provider key on it. */
  asOf(region: Region): Promise<string>;
  /** Latest quote of one code, or null when the vendor has none. */
  latestQuote(region: Region, code: string): Promise<Quote | null>;
  /** Latest quotes of the whole region (vendors offer this as one "all stocks" snapshot call). */
  latestQuotes(region: Region): Promise<ReadonlyMap<string, Quote>>;
  /** Daily bars with date ≥ from, oldest first; null for an unknown code. */
  dailyHistory(region: Region, code: string, from: string): Promise<DailyBar[] | null>;
  /** The last 5 fiscal years or the last 8 quarters, oldest first; null for an unknown code. */
  financials(region: Region, code: string, kind: StatementKind): Promise<FinancialPeriod[] | null>;
  /** The region's benchmark index between two days inclusive (docs/decisions/098). */
  indexHistory(region: Region, from: string, to: string): Promise<IndexSeries>;
}
