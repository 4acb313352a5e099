import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** 인기 검색어: the most searched texts of the last week that found something. */
export const popularQueryOptions = () =>
  queryOptions({ queryKey: ['comm', 'search', 'popular'], queryFn: () => callParsed(searchApi.popular, '인기 검색어'), staleTime: 5 * 60_000 });

export const usePopularSearches = (enabled: boolean) => useQuery({ ...popularQueryOptions(), enabled });

/** Counts a search toward 인기 검색어 (the server counts it only when it found something); a failure is ignored. */
export function recordSearch(searchText: string): void {
  void apiCall(searchApi.record, { body: { searchText } }).catch(() => undefined);
}
