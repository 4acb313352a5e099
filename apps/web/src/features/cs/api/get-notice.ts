import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/cs/notice/{id}. */
export const getNotice = (id: number, signal?: AbortSignal): Promise<NoticeDetail> => getParsed(`/api/cs/notice/${id}`, 'noticeDetail', '공지사항', undefined, signal);

export const noticeQueryOptions = (id: number) => queryOptions({ queryKey: ['cs', 'notice', 'detail', id], queryFn: ({ signal }) => getNotice(id, signal) });

export const useNotice = (id: number) => useQuery({ ...noticeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
