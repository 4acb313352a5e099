import type { StockRegion } from '@school/contracts';

/** The info page of one stock. */
export function stockInfoPath(market: StockRegion, code: string): string {
  return `/stocks/info/${market}?${new URLSearchParams({ code }).toString()}`;
}

/**
 * Courses related to a stock: the market's course category (국내주식 100, 해외주식 200). Courses teach
 * markets and methods rather than single companies, so a search by company name would mostly come
 * back empty; the category always leads somewhere useful.
 */
export const RELATED_COURSE_CATEGORY: Record<StockRegion, { p_ca_sn: number; title: string }> = {
  kr: { p_ca_sn: 100, title: '국내주식' },
  us: { p_ca_sn: 200, title: '해외주식' },
};

export function relatedCoursesPath(market: StockRegion): string {
  return `/course?p_ca_sn=${RELATED_COURSE_CATEGORY[market].p_ca_sn}`;
}
