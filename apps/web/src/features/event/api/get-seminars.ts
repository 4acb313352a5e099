import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTab, SeminarListResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Seminars of one tab. */
export const getSeminars = (tab: EventTab, page: number, size = 12, signal?: AbortSignal): Promise<SeminarListResponse> =>
  callParsed(eventsApi.seminars, '세미나', { query: { tab, page, size }, signal });

export const seminarsQueryOptions = (tab: EventTab, page: number, size = 12) =>
  queryOptions({ queryKey: ['seminar', 'list', tab, page, size], queryFn: ({ signal }) => getSeminars(tab, page, size, signal), placeholderData: keepPreviousData });

export const useSeminars = (tab: EventTab, page: number, size = 12) => useQuery(seminarsQueryOptions(tab, page, size));
