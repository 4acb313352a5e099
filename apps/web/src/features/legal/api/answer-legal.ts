import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalType } from '@school/contracts';
import { legalApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';

/** Agree to or object to a new version. */
export function useAnswerLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { type: LegalType; version: number; answer: 'agree' | 'object' }) => {
      const envelope = await apiCall(legalApi.answer, { params: { type: v.type, version: v.version }, body: { answer: v.answer } });
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'legal'] }),
  });
}
