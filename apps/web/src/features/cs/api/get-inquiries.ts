import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryListResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/cs/inquiry?page: the member's own inquiries. */
export const getInquiries = (page: number, signal?: AbortSignal): Promise<InquiryListResponse> =>
  getParsed('/api/my/cs/inquiry', 'inquiryListResponse', '1:1 문의', { page, size: 10 }, signal);

export const inquiriesQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['my', 'inquiry', page], queryFn: ({ signal }) => getInquiries(page, signal), placeholderData: keepPreviousData });

export const useInquiries = (page: number, enabled: boolean) => useQuery({ ...inquiriesQueryOptions(page), enabled });
