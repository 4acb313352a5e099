import { limits } from '@school/contracts/plain';

export type Market = 'kr' | 'us';

const STOCK_PAGE = /^\/stocks(?:\/(?:info|rank|search)\/(kr|us))?(?:\/|$)/;

/** The market of a stock-section page, or null outside /stocks. Defaults to kr inside it. */
export function stockMarketOf(pathname: string): Market | null {
  const match = STOCK_PAGE.exec(pathname);
  if (!match) return null;
  return match[1] === 'us' ? 'us' : 'kr';
}

/** Keeps what a search box may hold: at most 255 characters (the specification). */
export function clampSearchText(text: string): string {
  return text.length > limits.searchTextMax ? text.slice(0, limits.searchTextMax) : text;
}

/**
 * Where a search from the header goes, or null for an empty search (which
 * does nothing). Stock-section pages search stocks in the current market.
 */
export function searchPath(pathname: string, rawText: string): string | null {
  const text = clampSearchText(rawText).trim();
  if (!text) return null;
  const query = new URLSearchParams({ searchText: text }).toString();
  const market = stockMarketOf(pathname);
  return market ? `/stocks/search/${market}?${query}` : `/search?${query}`;
}
