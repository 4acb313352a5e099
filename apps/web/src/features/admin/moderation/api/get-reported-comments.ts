import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationQuery, ReportedComments } from '@school/contracts/admin';
import { adminModerationApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** The queue (pending) or past decisions (hidden, kept). */
export function getReportedComments(q: Pick<ModerationQuery, 'state' | 'page'>, signal?: AbortSignal): Promise<ReportedComments> {
  return callParsed(adminModerationApi.comments, '신고 댓글', { query: { ...q, size: 20 }, signal, schemas: consoleSchemas() });
}

export const reportedQueryOptions = (q: Pick<ModerationQuery, 'state' | 'page'>) =>
  queryOptions({ queryKey: ['admin', 'moderation', q], queryFn: ({ signal }) => getReportedComments(q, signal), placeholderData: keepPreviousData });

export const useReportedComments = (q: Pick<ModerationQuery, 'state' | 'page'>) => useQuery(reportedQueryOptions(q));
