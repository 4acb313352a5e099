import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalType } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** POST /api/my/legal/{type}/{version} {answer}: agree to or object to a new version. */
export function useAnswerLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { type: LegalType; version: number; answer: 'agree' | 'object' }) => {
      const envelope = await apiRequest({ method: 'POST', url: `/api/my/legal/${v.type}/${v.version}`, data: { answer: v.answer } });
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'legal'] }),
  });
}
