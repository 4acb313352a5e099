import { useQuery } from '@tanstack/react-query';
import type { PracticePerformance, StockRegion } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useSessionStore } from '../../../stores/session';
import { PRACTICE_KEY } from './get-account';

/** A region's account value over time beside its index (KOSPI; S&P 500), replayed by the server from the fills. */
export function getPerformance(region: StockRegion, signal?: AbortSignal): Promise<PracticePerformance> {
  return callParsed(practiceApi.performance, '수익률 추이', { query: { region }, signal });
}

export function usePerformance(region: StockRegion) {
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ queryKey: [...PRACTICE_KEY, 'performance', account, region], queryFn: ({ signal }) => getPerformance(region, signal) });
}
