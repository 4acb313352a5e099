import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqCategory, FaqListResponse } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The FAQ, by category and search. */
export const getFaq = (params: { category?: FaqCategory; q?: string }, signal?: AbortSignal): Promise<FaqListResponse> =>
  callParsed(csApi.faq, '자주 묻는 질문', { query: params, signal });

export const faqQueryOptions = (params: { category?: FaqCategory; q?: string }) =>
  queryOptions({ queryKey: ['cs', 'faq', params], queryFn: ({ signal }) => getFaq(params, signal), placeholderData: keepPreviousData });

export const useFaq = (params: { category?: FaqCategory; q?: string }) => useQuery(faqQueryOptions(params));
