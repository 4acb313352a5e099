import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestResponse } from '@school/contracts';
import { playApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Recently watched lectures, newest first. */
export const getLatest = (page: number): Promise<LatestResponse> =>
  callParsed(playApi.latest, '최근 본 강의', { query: { page, size: 20 } });

export const latestQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['my', 'latest', page], queryFn: () => getLatest(page), placeholderData: keepPreviousData });

export const useLatest = (page: number) => useQuery(latestQueryOptions(page));
