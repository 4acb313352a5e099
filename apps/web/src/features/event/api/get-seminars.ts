import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTab, SeminarListResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/seminar?tab&page&size. */
export const getSeminars = (tab: EventTab, page: number, size = 12, signal?: AbortSignal): Promise<SeminarListResponse> =>
  getParsed('/api/seminar', 'seminarListResponse', '세미나', { tab, page, size }, signal);

export const seminarsQueryOptions = (tab: EventTab, page: number, size = 12) =>
  queryOptions({ queryKey: ['seminar', 'list', tab, page, size], queryFn: ({ signal }) => getSeminars(tab, page, size, signal), placeholderData: keepPreviousData });

export const useSeminars = (tab: EventTab, page: number, size = 12) => useQuery(seminarsQueryOptions(tab, page, size));
