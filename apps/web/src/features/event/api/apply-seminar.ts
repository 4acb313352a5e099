import { useMutation } from '@tanstack/react-query';
import type { Envelope, SeminarApplyBody, SeminarApplyResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** A seat, or a place in line when asked for. */
export function applySeminar({ id, ...body }: SeminarApplyBody & { id: number }): Promise<Envelope<SeminarApplyResponse>> {
  return apiCall(eventsApi.applySeminar, { params: { id }, body });
}

export const useApplySeminarMutation = () => useMutation({ mutationFn: applySeminar });
