import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockInfoResponse, StockRegion } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A stock's company, latest price with change, key figures. */
export function getStockInfo(region: StockRegion, code: string, signal?: AbortSignal): Promise<StockInfoResponse> {
  return callParsed(stocksApi.info, '종목', { params: { region, code }, signal });
}

export const stockInfoQueryOptions = (region: StockRegion, code: string) =>
  queryOptions({ queryKey: ['stocks', 'info', region, code], queryFn: ({ signal }) => getStockInfo(region, code, signal) });

export const useStockInfo = (region: StockRegion, code: string | null) =>
  useQuery({ ...stockInfoQueryOptions(region, code ?? ''), enabled: Boolean(code) });
