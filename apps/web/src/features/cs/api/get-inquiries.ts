import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryListResponse } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One page of the member's own inquiries. */
export const getInquiries = (page: number, signal?: AbortSignal): Promise<InquiryListResponse> =>
  callParsed(csApi.inquiries, '1:1 문의', { query: { page, size: 10 }, signal });

export const inquiriesQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['my', 'inquiry', page], queryFn: ({ signal }) => getInquiries(page, signal), placeholderData: keepPreviousData });

export const useInquiries = (page: number, enabled: boolean) => useQuery({ ...inquiriesQueryOptions(page), enabled });
