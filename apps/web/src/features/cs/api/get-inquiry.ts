import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/cs/inquiry/{id}: only the member's own. */
export const getInquiry = (id: number, signal?: AbortSignal): Promise<InquiryDetail> =>
  getParsed(`/api/my/cs/inquiry/${id}`, 'inquiryDetail', '1:1 문의', undefined, signal);

export const inquiryQueryOptions = (id: number) => queryOptions({ queryKey: ['my', 'inquiry', 'detail', id], queryFn: ({ signal }) => getInquiry(id, signal) });

export const useInquiry = (id: number | null) => useQuery({ ...inquiryQueryOptions(id ?? 0), enabled: id !== null });
