import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcType, StockFinanceResponse, StockRegion } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A company's statements: proc_type 01|02|03|04. */
export function getStockFinance(region: StockRegion, code: string, procType: ProcType, signal?: AbortSignal): Promise<StockFinanceResponse> {
  return callParsed(stocksApi.finance, '종목', { params: { region, code }, query: { proc_type: procType }, signal });
}

export const stockFinanceQueryOptions = (region: StockRegion, code: string, procType: ProcType) =>
  queryOptions({
    queryKey: ['stocks', 'finance', region, code, procType],
    queryFn: ({ signal }) => getStockFinance(region, code, procType, signal),
    staleTime: 30 * 60_000,
  });

export const useStockFinance = (region: StockRegion, code: string, procType: ProcType) =>
  useQuery({ ...stockFinanceQueryOptions(region, code, procType), placeholderData: keepPreviousData });
