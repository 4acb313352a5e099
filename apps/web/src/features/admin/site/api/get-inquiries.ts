import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminInquiries } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

export type InquiryState = 'open' | 'answered' | 'all';

/** GET /api/admin/site/inquiries?state&page: open ones oldest first. */
export const getInquiries = (state: InquiryState, page: number) => getParsed('/api/admin/site/inquiries', adminInquiries, '1:1 문의', { state, page });

export const useAdminInquiries = (state: InquiryState, page: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'inquiries', state, page], queryFn: () => getInquiries(state, page), placeholderData: keepPreviousData }));
