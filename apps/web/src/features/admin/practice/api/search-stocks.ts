import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockRegion, StockSearchResponse } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** Stocks of a market by code, name or 초성, for picking the ones a lecture covers. */
export const searchStocks = (market: StockRegion, q: string, signal?: AbortSignal): Promise<StockSearchResponse> =>
  callParsed(stocksApi.search, '종목', { query: { market, q, limit: 8 }, signal });

export const useStockSearch = (market: StockRegion, q: string) =>
  useQuery({ queryKey: ['admin', 'practice', 'stock-search', market, q], queryFn: ({ signal }) => searchStocks(market, q, signal), enabled: q.trim() !== '', placeholderData: keepPreviousData, staleTime: 5 * 60_000 });
