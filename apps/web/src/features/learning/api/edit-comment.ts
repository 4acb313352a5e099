import { boardApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** Edits one's own comment. */
export async function editComment(coSn: number, comment: string): Promise<void> {
  unwrap(await apiCall(boardApi.edit, { params: { id: coSn }, body: { comment } }));
}

export const useEditComment = (lcNo: number) =>
  useCommentMutation(lcNo, ({ coSn, comment }: { coSn: number; comment: string }) => editComment(coSn, comment));
