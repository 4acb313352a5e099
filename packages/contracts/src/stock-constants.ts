// Stock labels and lists without zod: the stock pages' first load imports them (issue 13, initial JS).
import type { StockHistoryRange, StockMarket, StockRankType, StockRegion } from './stocks.ts';

export const STOCK_MARKETS = ['KOSPI', 'KOSDAQ', 'NASDAQ', 'NYSE'] as const;

/** Exchanges of each region; a rank filter outside its region is refused (code 5007). */
export const REGION_MARKETS: Record<StockRegion, readonly StockMarket[]> = {
  kr: ['KOSPI', 'KOSDAQ'],
  us: ['NASDAQ', 'NYSE'],
};

/** Korean labels of the markets (the specification: kospi → 코스피, kosdaq → 코스닥). Keys are the spec's lower-case values. */
export const STOCK_MARKET_LABELS = {
  kospi: '코스피',
  kosdaq: '코스닥',
  nasdaq: '나스닥',
  nyse: '뉴욕증권거래소',
} as const satisfies Record<Lowercase<StockMarket>, string>;

/** Korean label of a market value in any case ('kospi', 'KOSPI' → '코스피'); unknown values come back unchanged. */
export function stockMarketLabel(market: string): string {
  const key = market.toLowerCase();
  return key in STOCK_MARKET_LABELS ? STOCK_MARKET_LABELS[key as keyof typeof STOCK_MARKET_LABELS] : market;
}

/** Shown with every figure that does not come from a licensed feed (DESIGN habit 9: sample data is labelled). */
export const SAMPLE_DATA_NOTICE = '실제 시세가 아니라 연습용으로 만든 가격과 재무 수치입니다.';

export const STOCK_RANK_TYPES = ['cap', 'change', 'volume'] as const;

export const STOCK_RANK_TYPE_LABELS = { cap: '시가총액', change: '등락률', volume: '거래량' } as const satisfies Record<
  StockRankType,
  string
>;

export const STOCK_RANK_LIMIT = { default: 20, max: 100, maxPage: 100 } as const;

export const STOCK_HISTORY_RANGES = ['1M', '3M', '1Y', '5Y'] as const;

export const STOCK_HISTORY_RANGE_LABELS = { '1M': '1개월', '3M': '3개월', '1Y': '1년', '5Y': '5년' } as const satisfies Record<
  StockHistoryRange,
  string
>;
