import { useMutation } from '@tanstack/react-query';
import type { Envelope, SeminarApplyResponse } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/my/seminar/{id}: gives the seat (or the place in line) back. */
export function cancelSeminar(id: number): Promise<Envelope<SeminarApplyResponse>> {
  return apiRequest<SeminarApplyResponse>({ method: 'DELETE', url: `/api/my/seminar/${id}` });
}

export const useCancelSeminarMutation = () => useMutation({ mutationFn: cancelSeminar });
