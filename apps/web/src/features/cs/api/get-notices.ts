import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeCategory, NoticeListResponse } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

export interface NoticeParams {
  category?: NoticeCategory;
  q?: string;
  page: number;
  size: number;
}

/** One page of notices (category, search), pinned notices above the page. */
export const getNotices = (params: NoticeParams, signal?: AbortSignal): Promise<NoticeListResponse> =>
  callParsed(csApi.notices, '공지사항', { query: params, signal });

export const noticesQueryOptions = (params: NoticeParams) =>
  queryOptions({ queryKey: ['cs', 'notice', params], queryFn: ({ signal }) => getNotices(params, signal), placeholderData: keepPreviousData });

export const useNotices = (params: NoticeParams) => useQuery(noticesQueryOptions(params));
