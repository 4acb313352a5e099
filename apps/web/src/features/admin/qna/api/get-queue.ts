import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QnaQueueQuery } from '@school/contracts';
import { qnaApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

export type QueueView = QnaQueueQuery['view'];

/** Questions for the console: a teacher's own courses, or all of them (and the advice requests) for staff. */
export const getQueue = (view: QueueView, page: number) => callParsed(qnaApi.queue, '강의 질문', { query: { view, page } });

export const useQnaQueue = (view: QueueView, page: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'qna', view, page], queryFn: () => getQueue(view, page), placeholderData: keepPreviousData }));
