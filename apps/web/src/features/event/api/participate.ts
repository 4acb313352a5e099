import { useMutation } from '@tanstack/react-query';
import type { Envelope, ParticipateBody, ParticipationResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Takes part in an event, once per member; the envelope carries a refusal's code and message. */
export function participate(body: ParticipateBody): Promise<Envelope<ParticipationResponse>> {
  return apiCall(eventsApi.participate, { body });
}

export const useParticipateMutation = () => useMutation({ mutationFn: participate });
