import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockRegion, StockTop10Response } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A market's ten largest by market cap. */
export function getTop10(region: StockRegion, signal?: AbortSignal): Promise<StockTop10Response> {
  return callParsed(stocksApi.top10, '종목', { params: { region }, signal });
}

export const top10QueryOptions = (region: StockRegion) =>
  queryOptions({ queryKey: ['stocks', 'top10', region], queryFn: ({ signal }) => getTop10(region, signal) });

export const useTop10 = (region: StockRegion) => useQuery(top10QueryOptions(region));
