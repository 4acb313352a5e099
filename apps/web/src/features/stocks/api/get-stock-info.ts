import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockInfoResponse, StockRegion } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/stocks/{kr|us}/{code}: company, latest price with change, key figures. */
export function getStockInfo(region: StockRegion, code: string, signal?: AbortSignal): Promise<StockInfoResponse> {
  return getParsed(`/api/stocks/${region}/${encodeURIComponent(code)}`, 'stockInfoResponse', '종목', undefined, signal);
}

export const stockInfoQueryOptions = (region: StockRegion, code: string) =>
  queryOptions({ queryKey: ['stocks', 'info', region, code], queryFn: ({ signal }) => getStockInfo(region, code, signal) });

export const useStockInfo = (region: StockRegion, code: string | null) =>
  useQuery({ ...stockInfoQueryOptions(region, code ?? ''), enabled: Boolean(code) });
