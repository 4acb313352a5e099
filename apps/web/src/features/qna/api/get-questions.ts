import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QnaListQuery, QnaListResponse } from '@school/contracts';
import { qnaApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

export type QnaFilter = { status?: QnaListQuery['status']; q?: string };

/** A lecture's questions, newest first, filtered by 미해결/해결 and searched like the courses. */
export const getQuestions = (lcNo: number, filter: QnaFilter): Promise<QnaListResponse> =>
  callParsed(qnaApi.list, '질문', { params: { lc_no: lcNo }, query: { ...filter, page: 1, size: 50 } });

const questionsKey = (lcNo: number) => ['qna', lcNo] as const;

export const useQuestions = (lcNo: number, filter: QnaFilter) =>
  useQuery(queryOptions({ queryKey: [...questionsKey(lcNo), filter], queryFn: () => getQuestions(lcNo, filter), placeholderData: keepPreviousData }));

/** A Q&A change (ask, 해결, 나도 궁금해요): on success the lecture's list is fetched again. */
export function useQnaMutation<A, R>(lcNo: number, fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(lcNo) }) });
}
