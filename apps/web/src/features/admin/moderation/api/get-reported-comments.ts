import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportedComments, type ModerationQuery, type ReportedComments } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/moderation/comments?state&page: the queue (pending) or past decisions (hidden, kept). */
export function getReportedComments(q: Pick<ModerationQuery, 'state' | 'page'>, signal?: AbortSignal): Promise<ReportedComments> {
  return getParsed('/api/admin/moderation/comments', reportedComments, '신고 댓글', { ...q, size: 20 }, signal);
}

export const reportedQueryOptions = (q: Pick<ModerationQuery, 'state' | 'page'>) =>
  queryOptions({ queryKey: ['admin', 'moderation', q], queryFn: ({ signal }) => getReportedComments(q, signal), placeholderData: keepPreviousData });

export const useReportedComments = (q: Pick<ModerationQuery, 'state' | 'page'>) => useQuery(reportedQueryOptions(q));
