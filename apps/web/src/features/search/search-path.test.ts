import { describe, expect, it } from 'vitest';
import { clampSearchText, searchPath, stockMarketOf } from './search-path';

describe('searchPath', () => {
  it('searches courses outside the stock section', () => {
    expect(searchPath('/', '  차트 분석 ')).toBe('/search?searchText=%EC%B0%A8%ED%8A%B8+%EB%B6%84%EC%84%9D');
    expect(searchPath('/course/free', 'ETF')).toBe('/search?searchText=ETF');
  });

  it('searches stocks of the current market on stock pages', () => {
    expect(searchPath('/stocks/info/us', 'AAPL')).toBe('/stocks/search/us?searchText=AAPL');
    expect(searchPath('/stocks/rank/kr', '삼성')).toBe(`/stocks/search/kr?searchText=${encodeURIComponent('삼성').replaceAll('%20', '+')}`);
    expect(stockMarketOf('/stocks/search/us')).toBe('us');
    expect(stockMarketOf('/stockshop')).toBeNull();
  });

  it('does nothing for an empty or blank search', () => {
    expect(searchPath('/', '')).toBeNull();
    expect(searchPath('/stocks/info/kr', '   ')).toBeNull();
  });

  it('keeps at most 255 characters', () => {
    expect(clampSearchText('가'.repeat(256))).toHaveLength(255);
    expect(searchPath('/', 'a'.repeat(300))).toBe(`/search?searchText=${'a'.repeat(255)}`);
  });
});
