import { useMutation } from '@tanstack/react-query';
import type { Envelope, ParticipateBody, ParticipationResponse } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/my/user/event {event_type}: once per member; the envelope carries a refusal's code and message. */
export function participate(body: ParticipateBody): Promise<Envelope<ParticipationResponse>> {
  return apiRequest<ParticipationResponse>({ method: 'PUT', url: '/api/my/user/event', data: body });
}

export const useParticipateMutation = () => useMutation({ mutationFn: participate });
