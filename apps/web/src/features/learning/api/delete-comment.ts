import { playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** DELETE /api/board/comment/{id}: delete one's own comment. */
export async function deleteComment(coSn: number): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'DELETE', url: playPaths.commentDelete.replace(':id', String(coSn)) }));
}

export const useDeleteComment = (lcNo: number) => useCommentMutation(lcNo, deleteComment);
