import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/event/{id}. */
export const getEvent = (id: number, signal?: AbortSignal): Promise<EventDetail> => getParsed(`/api/event/${id}`, 'eventDetail', '이벤트', undefined, signal);

export const eventQueryOptions = (id: number) => queryOptions({ queryKey: ['event', 'detail', id], queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number) => useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
