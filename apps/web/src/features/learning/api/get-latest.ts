import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/latest: recently watched lectures, newest first. */
export const getLatest = (page: number): Promise<LatestResponse> =>
  getParsed(playPaths.latest, 'latestResponse', '최근 본 강의', { page, size: 20 });

export const latestQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['my', 'latest', page], queryFn: () => getLatest(page), placeholderData: keepPreviousData });

export const useLatest = (page: number) => useQuery(latestQueryOptions(page));
