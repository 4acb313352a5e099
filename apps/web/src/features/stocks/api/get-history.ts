import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockHistoryRange, StockHistoryResponse, StockRegion } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Daily bars over a range, oldest first. */
export function getStockHistory(region: StockRegion, code: string, range: StockHistoryRange, signal?: AbortSignal): Promise<StockHistoryResponse> {
  return callParsed(stocksApi.history, '종목', { params: { region, code }, query: { range }, signal });
}

export const stockHistoryQueryOptions = (region: StockRegion, code: string, range: StockHistoryRange) =>
  queryOptions({
    queryKey: ['stocks', 'history', region, code, range],
    queryFn: ({ signal }) => getStockHistory(region, code, range, signal),
    // Daily bars only change once a trading day.
    staleTime: 10 * 60_000,
  });

export const useStockHistory = (region: StockRegion, code: string, range: StockHistoryRange) =>
  useQuery({ ...stockHistoryQueryOptions(region, code, range), placeholderData: keepPreviousData });
