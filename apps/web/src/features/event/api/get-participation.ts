import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipationResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/user/event/{type}: whether the member took part. */
export const getParticipation = (type: string, signal?: AbortSignal): Promise<ParticipationResponse> =>
  getParsed(`/api/my/user/event/${encodeURIComponent(type)}`, 'participationResponse', '이벤트 참여', undefined, signal);

export const participationQueryOptions = (type: string) =>
  queryOptions({ queryKey: ['my', 'event', type], queryFn: ({ signal }) => getParticipation(type, signal) });

export const useParticipation = (type: string, enabled: boolean) => useQuery({ ...participationQueryOptions(type), enabled });
