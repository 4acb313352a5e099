import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminSiteApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

export type InquiryState = 'open' | 'answered' | 'all';

/** 1:1 inquiries by state; open ones oldest first. */
export const getInquiries = (state: InquiryState, page: number) =>
  callParsed(adminSiteApi.inquiries, '1:1 문의', { query: { state, page }, schemas: consoleSchemas() });

export const useAdminInquiries = (state: InquiryState, page: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'inquiries', state, page], queryFn: () => getInquiries(state, page), placeholderData: keepPreviousData }));
