import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeCategory, NoticeListResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

export interface NoticeParams {
  category?: NoticeCategory;
  q?: string;
  page: number;
  size: number;
}

/** GET /api/cs/notice?category&q&page&size: pinned notices above the page. */
export const getNotices = (params: NoticeParams, signal?: AbortSignal): Promise<NoticeListResponse> =>
  getParsed('/api/cs/notice', 'noticeListResponse', '공지사항', params, signal);

export const noticesQueryOptions = (params: NoticeParams) =>
  queryOptions({ queryKey: ['cs', 'notice', params], queryFn: ({ signal }) => getNotices(params, signal), placeholderData: keepPreviousData });

export const useNotices = (params: NoticeParams) => useQuery(noticesQueryOptions(params));
