import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One event with its body. */
export const getEvent = (id: number, signal?: AbortSignal): Promise<EventDetail> => callParsed(eventsApi.detail, '이벤트', { params: { id }, signal });

export const eventQueryOptions = (id: number) => queryOptions({ queryKey: ['event', 'detail', id], queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number) => useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
