import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentsResponse, playPaths, type AccuseCode, type CommentsResponse } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** GET /api/board/comments/{lc_no}: threads (first comment + replies), newest first. */
export async function getComments(lcNo: number, page = 1): Promise<CommentsResponse> {
  const data = unwrap(
    await apiRequest<unknown>({ method: 'GET', url: playPaths.comments.replace(':lc_no', String(lcNo)), params: { page } }),
  );
  const parsed = commentsResponse.safeParse(data);
  if (!parsed.success) throw new Error('댓글 정보의 형식이 올바르지 않습니다.');
  return parsed.data;
}

export const commentsQueryOptions = (lcNo: number, page = 1) =>
  queryOptions({ queryKey: ['board', 'comments', lcNo, page], queryFn: () => getComments(lcNo, page) });

export const useComments = (lcNo: number, page = 1) => useQuery(commentsQueryOptions(lcNo, page));

/** PUT /api/board/comment: g_no 0 and parent 0 start a thread; otherwise a reply. */
export async function createComment(body: { lc_no: number; comment: string; g_no?: number; parent?: number }): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'PUT', url: playPaths.commentCreate, data: { g_no: 0, parent: 0, ...body } }));
}

/** POST /api/board/comment/{id}: edit one's own comment. */
export async function editComment(coSn: number, comment: string): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'POST', url: playPaths.commentEdit.replace(':id', String(coSn)), data: { comment } }));
}

/** DELETE /api/board/comment/{id}: delete one's own comment. */
export async function deleteComment(coSn: number): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'DELETE', url: playPaths.commentDelete.replace(':id', String(coSn)) }));
}

/** POST /api/board/comment/accuse: report a comment with a reason code. */
export async function accuseComment(coSn: number, accuseCd: AccuseCode): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'POST', url: playPaths.commentAccuse, data: { co_sn: coSn, accuse_cd: accuseCd } }));
}

/** Every comment change refreshes the lecture's list. */
export function useCommentMutation<A>(lcNo: number, fn: (args: A) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['board', 'comments', lcNo] }),
  });
}
