import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockRegion, StockTop10Response } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/stocks/top10/{kr|us}: the ten largest by market cap. */
export function getTop10(region: StockRegion, signal?: AbortSignal): Promise<StockTop10Response> {
  return getParsed(`/api/stocks/top10/${region}`, 'stockTop10Response', '종목', undefined, signal);
}

export const top10QueryOptions = (region: StockRegion) =>
  queryOptions({ queryKey: ['stocks', 'top10', region], queryFn: ({ signal }) => getTop10(region, signal) });

export const useTop10 = (region: StockRegion) => useQuery(top10QueryOptions(region));
