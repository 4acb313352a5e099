import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificatesResponse } from '@school/contracts';
import { certificateApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's certificates, newest first. */
export const getCertificates = (): Promise<CertificatesResponse> => callParsed(certificateApi.list, '수료증');

export const certificatesQueryOptions = () => queryOptions({ queryKey: ['certificate', 'list'], queryFn: getCertificates, staleTime: 0 });

export const useCertificates = () => useQuery(certificatesQueryOptions());
