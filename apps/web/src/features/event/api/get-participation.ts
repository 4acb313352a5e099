import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipationResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Whether the member took part. */
export const getParticipation = (type: string, signal?: AbortSignal): Promise<ParticipationResponse> =>
  callParsed(eventsApi.participation, '이벤트 참여', { params: { type }, signal });

export const participationQueryOptions = (type: string) =>
  queryOptions({ queryKey: ['my', 'event', type], queryFn: ({ signal }) => getParticipation(type, signal) });

export const useParticipation = (type: string, enabled: boolean) => useQuery({ ...participationQueryOptions(type), enabled });
