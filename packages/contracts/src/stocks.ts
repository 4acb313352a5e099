import { z } from 'zod';
import './zod-locale.ts';
import { STOCK_MARKETS, STOCK_RANK_TYPES, STOCK_RANK_LIMIT, STOCK_HISTORY_RANGES } from './stock-constants.ts';
import { PROC_TYPES, DEFAULT_PROC_TYPE } from './constants.ts';
import { text } from './text.ts';
import { limits } from './limits.ts';

/*
 * Stock analysis data (the specification /stocks/*, §3 "Stock store", issue 4).
 * Query values are accepted in any letter case (kr/KR, kospi/KOSPI, 1y/1Y) because people type them
 * into address bars; responses always use the canonical spelling below.
 */

/** Which country's listing: the path segment of /api/stocks/{kr|us}/… and the search `market`. */
export const stockRegion = z.preprocess(lower, z.enum(['kr', 'us']));
export type StockRegion = z.infer<typeof stockRegion>;

export const stockMarket = z.enum(STOCK_MARKETS);
export type StockMarket = z.infer<typeof stockMarket>;

export const stockCurrency = z.enum(['KRW', 'USD']);

/** Every response carrying prices or financials says where they come from. */
const provenance = {
  /** 'Y' when the figures are generated sample data, never real quotes. */
  is_sample: z.enum(['Y', 'N']),
  /** Korean notice to show beside the figures (the sample label, or a vendor's delay note). */
  notice: z.string().max(200).nullable(),
  /** Trading day the latest figures belong to (YYYY-MM-DD). */
  as_of: z.iso.date(),
};

const isoDate = z.iso.date();

// ---------------------------------------------------------------- requests

/** KRX short codes are 6 characters (digits, newer ones with a letter); US tickers are letters with '.' or '-'. */
export const STOCK_CODE_MAX = 12;
export const stockCode = text()
  .max(STOCK_CODE_MAX)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/);

export const stockPathParams = z.strictObject({ region: stockRegion, code: stockCode });
export type StockPathParams = z.infer<typeof stockPathParams>;

export const stockRegionParams = z.strictObject({ region: stockRegion });

export const STOCK_SEARCH_LIMIT = { default: 10, max: 50 } as const;
export const stockSearchQuery = z.strictObject({
  market: stockRegion,
  /** Code, Korean name, English name or 초성 (ㅅㅅㅈㅈ). Trimmed; empty gives an empty list. */
  q: text().trim().max(limits.searchTextMax).default(''),
  limit: z.coerce.number().int().min(1).max(STOCK_SEARCH_LIMIT.max).default(STOCK_SEARCH_LIMIT.default),
});
export type StockSearchQuery = z.infer<typeof stockSearchQuery>;

export const stockRankType = z.preprocess(lower, z.enum(STOCK_RANK_TYPES));
export type StockRankType = z.infer<typeof stockRankType>;
export const stockRankQuery = z.strictObject({
  type: stockRankType.default('cap'),
  /** Optional exchange filter; must belong to the region of the path. */
  market: z.preprocess(upper, stockMarket).optional(),
  limit: z.coerce.number().int().min(1).max(STOCK_RANK_LIMIT.max).default(STOCK_RANK_LIMIT.default),
  page: z.coerce.number().int().min(1).max(STOCK_RANK_LIMIT.maxPage).default(1),
});
export type StockRankQuery = z.infer<typeof stockRankQuery>;

export const stockHistoryRange = z.preprocess(upper, z.enum(STOCK_HISTORY_RANGES));
export type StockHistoryRange = z.infer<typeof stockHistoryRange>;
export const stockHistoryQuery = z.strictObject({ range: stockHistoryRange.default('1Y') });

export const procType = z.enum(PROC_TYPES);
export type ProcType = z.infer<typeof procType>;
export const stockFinanceQuery = z.strictObject({ proc_type: procType.default(DEFAULT_PROC_TYPE) });

// ---------------------------------------------------------------- responses

export const stockCompany = z.strictObject({
  code: z.string().max(STOCK_CODE_MAX),
  name_ko: z.string().max(100),
  name_en: z.string().max(200),
  market: stockMarket,
  /** Korean label of the market ('코스피'). */
  market_label: z.string().max(20),
  sector: z.string().max(30),
});
export type StockCompany = z.infer<typeof stockCompany>;

/** Latest day's quote. Prices are in the region's currency (KRW whole won, USD with cents). */
export const stockPrice = z.strictObject({
  date: isoDate,
  price: z.number(),
  prev_close: z.number(),
  change: z.number(),
  /** Percent, two decimals (1.23 means +1.23 %). */
  change_rate: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  volume: z.number().int().nonnegative(),
  /** Traded value ≈ volume × price, in currency units. */
  trade_value: z.number().nonnegative(),
  market_cap: z.number().nonnegative(),
});
export type StockPrice = z.infer<typeof stockPrice>;

/** Search hits carry the latest price for the result list; null when the provider has no quote for the code. */
export const stockSearchItem = stockCompany.extend({
  price: z.number().nullable(),
  change_rate: z.number().nullable(),
});
export const stockSearchResponse = z.strictObject({
  ...provenance,
  market: z.enum(['kr', 'us']),
  q: z.string().max(limits.searchTextMax),
  items: z.array(stockSearchItem),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponse>;

export const stockRankItem = stockCompany.extend({
  rank: z.number().int().positive(),
  price: z.number(),
  change: z.number(),
  change_rate: z.number(),
  volume: z.number().int().nonnegative(),
  market_cap: z.number().nonnegative(),
});
export type StockRankItem = z.infer<typeof stockRankItem>;
export const stockRankResponse = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  type: z.enum(STOCK_RANK_TYPES),
  market: stockMarket.nullable(),
  currency: stockCurrency,
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  items: z.array(stockRankItem),
});
export type StockRankResponse = z.infer<typeof stockRankResponse>;

export const stockTop10Response = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  currency: stockCurrency,
  /** The ten largest companies by market cap. */
  items: z.array(stockRankItem).max(10),
});
export type StockTop10Response = z.infer<typeof stockTop10Response>;

/** Key figures of the info page. PER is null when earnings are negative (a loss has no meaningful PER). */
export const stockKeyFigures = z.strictObject({
  /** Null when the source gives no listed shares (the US end-of-day source, docs/decisions/098). */
  market_cap: z.number().nonnegative().nullable(),
  shares_outstanding: z.number().int().positive().nullable(),
  eps: z.number().nullable(),
  bps: z.number().nullable(),
  per: z.number().nullable(),
  pbr: z.number().nullable(),
  roe: z.number().nullable(),
  high_52w: z.number(),
  low_52w: z.number(),
  /** Fiscal year of the statements EPS/BPS/ROE come from. */
  fiscal_year: z.number().int().nullable(),
});

export const stockInfoResponse = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  currency: stockCurrency,
  company: stockCompany,
  price: stockPrice,
  figures: stockKeyFigures,
});
export type StockInfoResponse = z.infer<typeof stockInfoResponse>;

export const stockPriceResponse = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  code: z.string().max(STOCK_CODE_MAX),
  currency: stockCurrency,
  price: stockPrice,
});
export type StockPriceResponse = z.infer<typeof stockPriceResponse>;

export const stockDailyBar = z.strictObject({
  date: isoDate,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number().int().nonnegative(),
});
export type StockDailyBar = z.infer<typeof stockDailyBar>;

export const stockHistoryResponse = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  code: z.string().max(STOCK_CODE_MAX),
  currency: stockCurrency,
  range: z.enum(STOCK_HISTORY_RANGES),
  /** Trading days, oldest first. */
  items: z.array(stockDailyBar),
});
export type StockHistoryResponse = z.infer<typeof stockHistoryResponse>;

/**
 * One reporting period. Amounts are in currency units (won, dollars); EPS/BPS per share; PER/PBR
 * at the period-end price; ROE in percent (quarterly ROE annualised). PER is null for a loss.
 */
export const stockFinancePeriod = z.strictObject({
  /** '2025' for a year, '2025.Q3' for a quarter. */
  period: z.string().max(10),
  period_end: isoDate,
  revenue: z.number(),
  operating_income: z.number(),
  net_income: z.number(),
  total_assets: z.number(),
  total_liabilities: z.number(),
  total_equity: z.number(),
  eps: z.number(),
  per: z.number().nullable(),
  pbr: z.number().nullable(),
  roe: z.number().nullable(),
});
export type StockFinancePeriod = z.infer<typeof stockFinancePeriod>;

export const stockFinanceResponse = z.strictObject({
  ...provenance,
  region: z.enum(['kr', 'us']),
  code: z.string().max(STOCK_CODE_MAX),
  currency: stockCurrency,
  proc_type: procType,
  proc_type_label: z.string().max(20),
  /** Oldest period first: the last 5 years or the last 8 quarters. */
  list: z.array(stockFinancePeriod),
});
export type StockFinanceResponse = z.infer<typeof stockFinanceResponse>;

function lower(v: unknown) {
  return typeof v === 'string' ? v.toLowerCase() : v;
}
function upper(v: unknown) {
  return typeof v === 'string' ? v.toUpperCase() : v;
}
