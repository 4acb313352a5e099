import type { StockRegion } from '@school/contracts';

// Apart from stock-page.tsx so the route table can name the page without loading it (lazy routes).
export type StockSection = 'info' | 'rank' | 'search';
export type StockMarket = StockRegion;

const sectionNames: Record<StockSection, string> = { info: '종목 정보', rank: '종목 순위', search: '종목 검색' };
const marketNames: Record<StockMarket, string> = { kr: '국내', us: '해외' };

export function stockPageTitle(section: StockSection, market: StockMarket): string {
  return `${marketNames[market]} ${sectionNames[section]}`;
}
