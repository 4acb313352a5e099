import { PreparingPage } from '../../../components/ui/preparing-page';
import { SearchPage } from '../../search/routes/search-page';

export type StockSection = 'info' | 'rank' | 'search';
export type StockMarket = 'kr' | 'us';

const sectionNames: Record<StockSection, string> = { info: '종목 정보', rank: '종목 순위', search: '종목 검색' };
const marketNames: Record<StockMarket, string> = { kr: '국내', us: '미국' };

export function stockPageTitle(section: StockSection, market: StockMarket): string {
  return `${marketNames[market]} ${sectionNames[section]}`;
}

/** /stocks/{info|rank|search}/{kr|us}: analysis data is not built yet; search shows what was asked. */
export function StockPage({ section, market }: { section: StockSection; market: StockMarket }) {
  const title = stockPageTitle(section, market);
  if (section === 'search') return <SearchPage title={title} />;
  return <PreparingPage title={title} />;
}
