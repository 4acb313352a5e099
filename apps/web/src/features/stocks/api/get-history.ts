import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockHistoryRange, StockHistoryResponse, StockRegion } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/stocks/{kr|us}/{code}/history?range=: daily bars, oldest first. */
export function getStockHistory(region: StockRegion, code: string, range: StockHistoryRange, signal?: AbortSignal): Promise<StockHistoryResponse> {
  return getParsed(`/api/stocks/${region}/${encodeURIComponent(code)}/history`, 'stockHistoryResponse', '종목', { range }, signal);
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
