import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqCategory, FaqListResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/cs/faq?category&q. */
export const getFaq = (params: { category?: FaqCategory; q?: string }, signal?: AbortSignal): Promise<FaqListResponse> =>
  getParsed('/api/cs/faq', 'faqListResponse', '자주 묻는 질문', params, signal);

export const faqQueryOptions = (params: { category?: FaqCategory; q?: string }) =>
  queryOptions({ queryKey: ['cs', 'faq', params], queryFn: ({ signal }) => getFaq(params, signal), placeholderData: keepPreviousData });

export const useFaq = (params: { category?: FaqCategory; q?: string }) => useQuery(faqQueryOptions(params));
