import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockRegion, StockSearchResponse } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Stocks of a market matching `q`, best match first (code, name, 초성). */
export function searchStocks(market: StockRegion, q: string, limit = 20, signal?: AbortSignal): Promise<StockSearchResponse> {
  return callParsed(stocksApi.search, '종목', { query: { market, q, limit }, signal });
}

export const stockSearchQueryOptions = (market: StockRegion, q: string, limit = 20) =>
  queryOptions({
    queryKey: ['stocks', 'search', market, q, limit],
    // TanStack Query aborts the signal when the key changes: a stale query's request is cancelled.
    queryFn: ({ signal }) => searchStocks(market, q, limit, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous results on screen while the next query runs, so the list does not flicker per keystroke. */
export const useStockSearch = (market: StockRegion, q: string, limit = 20) =>
  useQuery({ ...stockSearchQueryOptions(market, q, limit), enabled: q.trim() !== '', placeholderData: keepPreviousData });
