import { StockInfoPage } from './stock-info-page';
import { StockRankPage } from './stock-rank-page';
import { StockSearchPage } from './stock-search-page';
import type { StockMarket, StockSection } from './stock-page-title';

export { stockPageTitle, type StockMarket, type StockSection } from './stock-page-title';

/** /stocks/{info|rank|search}/{kr|us}. Keyed by market so per-page state (filters, typed text) starts fresh per market. */
export function StockPage({ section, market }: { section: StockSection; market: StockMarket }) {
  if (section === 'info') return <StockInfoPage key={market} market={market} />;
  if (section === 'rank') return <StockRankPage key={market} market={market} />;
  return <StockSearchPage key={market} market={market} />;
}
