import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeminarDetail } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One seminar, with the member's own state when signed in. */
export const getSeminar = (id: number, signal?: AbortSignal): Promise<SeminarDetail> => callParsed(eventsApi.seminar, '세미나', { params: { id }, signal });

export const seminarQueryOptions = (id: number, loggedIn: boolean) =>
  queryOptions({ queryKey: ['seminar', 'detail', id, loggedIn], queryFn: ({ signal }) => getSeminar(id, signal) });

export const useSeminar = (id: number, loggedIn: boolean) => useQuery({ ...seminarQueryOptions(id, loggedIn), enabled: Number.isInteger(id) && id > 0 });
