import { boardApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

export interface NewComment {
  lc_no: number;
  comment: string;
  g_no?: number;
  parent?: number;
}

/** Writes a comment: g_no 0 and parent 0 start a thread; otherwise a reply. */
export async function createComment(body: NewComment): Promise<void> {
  unwrap(await apiCall(boardApi.create, { body: { g_no: 0, parent: 0, ...body } }));
}

export const useCreateComment = (lcNo: number) => useCommentMutation(lcNo, createComment);
