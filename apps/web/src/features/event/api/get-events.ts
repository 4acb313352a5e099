import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListResponse, EventTab } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/event?tab&page&size: events of one tab (Korea time, computed by the server). */
export const getEvents = (tab: EventTab, page: number, size = 12, signal?: AbortSignal): Promise<EventListResponse> =>
  getParsed('/api/event', 'eventListResponse', '이벤트', { tab, page, size }, signal);

export const eventsQueryOptions = (tab: EventTab, page: number) =>
  queryOptions({ queryKey: ['event', 'list', tab, page], queryFn: ({ signal }) => getEvents(tab, page, 12, signal), placeholderData: keepPreviousData });

export const useEvents = (tab: EventTab, page: number) => useQuery(eventsQueryOptions(tab, page));
