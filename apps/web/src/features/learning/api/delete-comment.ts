import { boardApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** Deletes one's own comment. */
export async function deleteComment(coSn: number): Promise<void> {
  unwrap(await apiCall(boardApi.remove, { params: { id: coSn } }));
}

export const useDeleteComment = (lcNo: number) => useCommentMutation(lcNo, deleteComment);
