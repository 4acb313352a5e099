import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One 1:1 inquiry: only the member's own. */
export const getInquiry = (id: number, signal?: AbortSignal): Promise<InquiryDetail> =>
  callParsed(csApi.inquiry, '1:1 문의', { params: { id }, signal });

export const inquiryQueryOptions = (id: number) => queryOptions({ queryKey: ['my', 'inquiry', 'detail', id], queryFn: ({ signal }) => getInquiry(id, signal) });

export const useInquiry = (id: number | null) => useQuery({ ...inquiryQueryOptions(id ?? 0), enabled: id !== null });
