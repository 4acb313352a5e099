import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateItem, Envelope } from '@school/contracts';
import { certificateApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Asks for the course's certificate: issued (or the one already issued), or the reason it cannot be yet. */
export function issueCertificate(courseSn: number): Promise<Envelope<CertificateItem>> {
  return apiCall(certificateApi.issue, { params: { course_sn: courseSn } });
}

export function useIssueCertificate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueCertificate, onSuccess: () => client.invalidateQueries({ queryKey: ['certificate'] }) });
}
