import type { AccuseCode } from '@school/contracts';
import { boardApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

/** Reports a comment with a reason code. */
export async function accuseComment(coSn: number, accuseCd: AccuseCode): Promise<void> {
  unwrap(await apiCall(boardApi.accuse, { body: { co_sn: coSn, accuse_cd: accuseCd } }));
}

export const useAccuseComment = (lcNo: number) =>
  useCommentMutation(lcNo, ({ coSn, code }: { coSn: number; code: AccuseCode }) => accuseComment(coSn, code));
