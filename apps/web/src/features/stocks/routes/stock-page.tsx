import type { StockRegion } from '@school/contracts';
import { StockInfoPage } from './stock-info-page';
import { StockRankPage } from './stock-rank-page';
import { StockSearchPage } from './stock-search-page';

export type StockSection = 'info' | 'rank' | 'search';
export type StockMarket = StockRegion;

const sectionNames: Record<StockSection, string> = { info: '종목 정보', rank: '종목 순위', search: '종목 검색' };
const marketNames: Record<StockMarket, string> = { kr: '국내', us: '해외' };

export function stockPageTitle(section: StockSection, market: StockMarket): string {
  return `${marketNames[market]} ${sectionNames[section]}`;
}

/** /stocks/{info|rank|search}/{kr|us}. Keyed by market so per-page state (filters, typed text) starts fresh per market. */
export function StockPage({ section, market }: { section: StockSection; market: StockMarket }) {
  if (section === 'info') return <StockInfoPage key={market} market={market} />;
  if (section === 'rank') return <StockRankPage key={market} market={market} />;
  return <StockSearchPage key={market} market={market} />;
}
