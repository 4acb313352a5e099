import { useMutation } from '@tanstack/react-query';
import type { Envelope, SeminarApplyResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Gives the seat (or the place in line) back. */
export function cancelSeminar(id: number): Promise<Envelope<SeminarApplyResponse>> {
  return apiCall(eventsApi.cancelSeminar, { params: { id } });
}

export const useCancelSeminarMutation = () => useMutation({ mutationFn: cancelSeminar });
