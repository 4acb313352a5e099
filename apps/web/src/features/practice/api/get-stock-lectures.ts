import { useQuery } from '@tanstack/react-query';
import type { StockLectures, StockRegion } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Lectures tagged with this stock ("이 종목을 다룬 강의"). */
export function getStockLectures(region: StockRegion, code: string, signal?: AbortSignal): Promise<StockLectures> {
  return callParsed(practiceApi.stockLectures, '강의', { params: { region, code }, signal });
}

export function useStockLectures(region: StockRegion, code: string) {
  return useQuery({ queryKey: ['practice-stock-lectures', region, code], queryFn: ({ signal }) => getStockLectures(region, code, signal) });
}
