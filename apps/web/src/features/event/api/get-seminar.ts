import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeminarDetail } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/seminar/{id}: with the member's own state when signed in. */
export const getSeminar = (id: number, signal?: AbortSignal): Promise<SeminarDetail> => getParsed(`/api/seminar/${id}`, 'seminarDetail', '세미나', undefined, signal);

export const seminarQueryOptions = (id: number, loggedIn: boolean) =>
  queryOptions({ queryKey: ['seminar', 'detail', id, loggedIn], queryFn: ({ signal }) => getSeminar(id, signal) });

export const useSeminar = (id: number, loggedIn: boolean) => useQuery({ ...seminarQueryOptions(id, loggedIn), enabled: Number.isInteger(id) && id > 0 });
