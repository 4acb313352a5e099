import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentsResponse } from '@school/contracts';
import { boardApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A lecture's threads (first comment + replies), newest first. */
export const getComments = (lcNo: number, page = 1): Promise<CommentsResponse> =>
  callParsed(boardApi.comments, '댓글', { params: { lc_no: lcNo }, query: { page } });

const commentsKey = (lcNo: number) => ['board', 'comments', lcNo] as const;

export const commentsQueryOptions = (lcNo: number, page = 1) =>
  queryOptions({ queryKey: [...commentsKey(lcNo), page], queryFn: () => getComments(lcNo, page) });

export const useComments = (lcNo: number, page = 1) => useQuery(commentsQueryOptions(lcNo, page));

/** A comment change (create, edit, delete, report): on success the lecture's list is fetched again. */
export function useCommentMutation<A>(lcNo: number, fn: (args: A) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(lcNo) }),
  });
}
