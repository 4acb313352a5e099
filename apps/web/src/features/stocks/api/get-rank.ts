import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMarket, StockRankResponse, StockRankType, StockRegion } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

export interface RankParams {
  type: StockRankType;
  market: StockMarket | null;
  page: number;
  limit: number;
}

/** GET /api/stocks/rank/{kr|us}?type=&market=&page=&limit= */
export function getStockRank(region: StockRegion, p: RankParams, signal?: AbortSignal): Promise<StockRankResponse> {
  const params = { type: p.type, page: p.page, limit: p.limit, ...(p.market ? { market: p.market } : {}) };
  return getParsed(`/api/stocks/rank/${region}`, 'stockRankResponse', '종목', params, signal);
}

export const stockRankQueryOptions = (region: StockRegion, p: RankParams) =>
  queryOptions({
    queryKey: ['stocks', 'rank', region, p.type, p.market, p.page, p.limit],
    queryFn: ({ signal }) => getStockRank(region, p, signal),
  });

export const useStockRank = (region: StockRegion, p: RankParams) =>
  useQuery({ ...stockRankQueryOptions(region, p), placeholderData: keepPreviousData });
