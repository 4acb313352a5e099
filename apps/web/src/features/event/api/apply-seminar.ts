import { useMutation } from '@tanstack/react-query';
import type { Envelope, SeminarApplyBody, SeminarApplyResponse } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/my/seminar/{id} {waitlist}: a seat, or a place in line when asked for. */
export function applySeminar({ id, ...body }: SeminarApplyBody & { id: number }): Promise<Envelope<SeminarApplyResponse>> {
  return apiRequest<SeminarApplyResponse>({ method: 'POST', url: `/api/my/seminar/${id}`, data: body });
}

export const useApplySeminarMutation = () => useMutation({ mutationFn: applySeminar });
