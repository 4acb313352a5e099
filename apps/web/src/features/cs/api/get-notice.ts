import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One notice, with its neighbours. */
export const getNotice = (id: number, signal?: AbortSignal): Promise<NoticeDetail> => callParsed(csApi.notice, '공지사항', { params: { id }, signal });

export const noticeQueryOptions = (id: number) => queryOptions({ queryKey: ['cs', 'notice', 'detail', id], queryFn: ({ signal }) => getNotice(id, signal) });

export const useNotice = (id: number) => useQuery({ ...noticeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
