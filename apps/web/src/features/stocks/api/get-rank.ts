import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMarket, StockRankResponse, StockRankType, StockRegion } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

export interface RankParams {
  type: StockRankType;
  market: StockMarket | null;
  page: number;
  limit: number;
}

/** One page of a market's ranking (by cap, change or volume; optionally one exchange). */
export function getStockRank(region: StockRegion, p: RankParams, signal?: AbortSignal): Promise<StockRankResponse> {
  const query = { type: p.type, page: p.page, limit: p.limit, ...(p.market ? { market: p.market } : {}) };
  return callParsed(stocksApi.rank, '종목', { params: { region }, query, signal });
}

export const stockRankQueryOptions = (region: StockRegion, p: RankParams) =>
  queryOptions({
    queryKey: ['stocks', 'rank', region, p.type, p.market, p.page, p.limit],
    queryFn: ({ signal }) => getStockRank(region, p, signal),
  });

export const useStockRank = (region: StockRegion, p: RankParams) =>
  useQuery({ ...stockRankQueryOptions(region, p), placeholderData: keepPreviousData });
