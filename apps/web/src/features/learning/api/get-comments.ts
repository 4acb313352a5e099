import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentsResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/board/comments/{lc_no}: threads (first comment + replies), newest first. */
export const getComments = (lcNo: number, page = 1): Promise<CommentsResponse> =>
  getParsed(playPaths.comments.replace(':lc_no', String(lcNo)), 'commentsResponse', '댓글', { page });

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
