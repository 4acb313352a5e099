import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@school/contracts';
import { certificateApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The public check of a certificate number: course, dates, school and the masked name only. */
export const verifyCertificate = (number: string): Promise<CertificateVerification> => callParsed(certificateApi.verify, '수료증', { params: { number } });

export const certificateVerificationQueryOptions = (number: string) =>
  queryOptions({ queryKey: ['certificate', 'verify', number], queryFn: () => verifyCertificate(number), retry: false });

export const useCertificateVerification = (number: string) => useQuery(certificateVerificationQueryOptions(number));
