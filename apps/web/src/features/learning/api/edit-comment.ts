import { playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** POST /api/board/comment/{id}: edit one's own comment. */
export async function editComment(coSn: number, comment: string): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'POST', url: playPaths.commentEdit.replace(':id', String(coSn)), data: { comment } }));
}

export const useEditComment = (lcNo: number) =>
  useCommentMutation(lcNo, ({ coSn, comment }: { coSn: number; comment: string }) => editComment(coSn, comment));
