import { describe, expect, it } from 'vitest';
import { stockHistoryQuery, stockRankQuery, stockSearchQuery } from './stocks.ts';
import { stockMarketLabel, STOCK_MARKET_LABELS } from './stock-constants.ts';

describe('stock contracts', () => {
  it('labels the markets in Korean (the specification: kospi → 코스피, kosdaq → 코스닥), in any case', () => {
    expect(STOCK_MARKET_LABELS.kospi).toBe('코스피');
    expect(STOCK_MARKET_LABELS.kosdaq).toBe('코스닥');
    expect(stockMarketLabel('KOSPI')).toBe('코스피');
    expect(stockMarketLabel('nyse')).toBe('뉴욕증권거래소');
    expect(stockMarketLabel('TSE')).toBe('TSE');
  });

  it('fills defaults and accepts any letter case', () => {
    expect(stockSearchQuery.parse({ market: 'KR', q: '  삼성 ' })).toEqual({ market: 'kr', q: '삼성', limit: 10 });
    expect(stockRankQuery.parse({ market: 'kosdaq' })).toEqual({ type: 'cap', market: 'KOSDAQ', limit: 20, page: 1 });
    expect(stockHistoryQuery.parse({})).toEqual({ range: '1Y' });
  });

  it('bounds the search text at 255 characters after trimming and rejects unknown fields', () => {
    expect(stockSearchQuery.safeParse({ market: 'kr', q: `  ${'가'.repeat(255)}  ` }).success).toBe(true);
    expect(stockSearchQuery.safeParse({ market: 'kr', q: '가'.repeat(256) }).success).toBe(false);
    expect(stockSearchQuery.safeParse({ market: 'kr', q: 'a', extra: 1 }).success).toBe(false);
  });
});
