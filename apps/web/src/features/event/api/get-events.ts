import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListResponse, EventTab } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Events of one tab (Korea time, computed by the server). */
export const getEvents = (tab: EventTab, page: number, size = 12, signal?: AbortSignal): Promise<EventListResponse> =>
  callParsed(eventsApi.list, '이벤트', { query: { tab, page, size }, signal });

export const eventsQueryOptions = (tab: EventTab, page: number) =>
  queryOptions({ queryKey: ['event', 'list', tab, page], queryFn: ({ signal }) => getEvents(tab, page, 12, signal), placeholderData: keepPreviousData });

export const useEvents = (tab: EventTab, page: number) => useQuery(eventsQueryOptions(tab, page));
