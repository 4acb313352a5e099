import type { AccuseCode } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** POST /api/board/comment/accuse: report a comment with a reason code. */
export async function accuseComment(coSn: number, accuseCd: AccuseCode): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'POST', url: playPaths.commentAccuse, data: { co_sn: coSn, accuse_cd: accuseCd } }));
}

export const useAccuseComment = (lcNo: number) =>
  useCommentMutation(lcNo, ({ coSn, code }: { coSn: number; code: AccuseCode }) => accuseComment(coSn, code));
