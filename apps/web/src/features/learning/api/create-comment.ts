import { playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useCommentMutation } from './get-comments';

export interface NewComment {
  lc_no: number;
  comment: string;
  g_no?: number;
  parent?: number;
}

/** PUT /api/board/comment: g_no 0 and parent 0 start a thread; otherwise a reply. */
export async function createComment(body: NewComment): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'PUT', url: playPaths.commentCreate, data: { g_no: 0, parent: 0, ...body } }));
}

export const useCreateComment = (lcNo: number) => useCommentMutation(lcNo, createComment);
