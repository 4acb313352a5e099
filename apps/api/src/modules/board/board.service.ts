import { playLimits, type CommentCreateBody, type CommentItem, type CommentsResponse } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { overLimit, type Limiter } from '../../http/limiter.ts';
import type { PlayService } from '../play/play.service.ts';
import { accuse, deleteOwnComment, findComment, insertComment, listReplies, listThreads, updateOwnComment, type CommentRow } from './board.queries.ts';

/** Shown instead of the text of a deleted comment that still has replies. */
export const DELETED_COMMENT_TEXT = '삭제된 댓글입니다.';
/** Shown instead of the text of a hidden comment (reports or an operator) that still has replies. */
export const HIDDEN_COMMENT_TEXT = '운영 정책에 따라 가려진 댓글입니다.';
const WITHDRAWN_NICKNAME = '(알 수 없음)';

function toItem(r: CommentRow, viewer: number | null): CommentItem {
  const deleted = r.status === 'deleted';
  const hidden = r.status === 'hidden';
  const placeholder = deleted ? DELETED_COMMENT_TEXT : hidden ? HIDDEN_COMMENT_TEXT : null;
  return {
    co_sn: r.coSn,
    lc_no: r.lcNo,
    g_no: r.gNo,
    parent: r.parent,
    comment: placeholder ?? r.comment,
    nickname: placeholder ? '' : (r.nickname ?? WITHDRAWN_NICKNAME),
    is_mine: !placeholder && viewer === r.memberId ? 'Y' : 'N',
    is_deleted: deleted ? 'Y' : 'N',
    is_hidden: hidden ? 'Y' : 'N',
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Lecture comments. Reading and writing them is content of the lecture, so both go
 * through the play service's access rule (a paid lecture's comments are for those
 * who may watch it).
 */
export class BoardService {
  constructor(
    private readonly db: Db,
    private readonly play: PlayService,
    private readonly limiter: Limiter,
    private readonly perMinute: number,
  ) {}

  private async throttle(memberId: number) {
    if (await overLimit(this.limiter, `comment:${memberId}`, { limit: this.perMinute, windowMs: 60_000 })) throw new AppError('COMMENT_TOO_MANY');
  }

  async list(viewer: number | null, lcNo: number, page: number, size: number): Promise<CommentsResponse> {
    await this.play.authorize(viewer, lcNo);
    const threads = await listThreads(this.db, lcNo, size, (page - 1) * size);
    const replies = await listReplies(this.db, threads.map((t) => t.gNo));
    const byThread = new Map<number, CommentItem[]>();
    for (const r of replies) byThread.set(r.gNo, [...(byThread.get(r.gNo) ?? []), toItem(r, viewer)]);
    return {
      list: threads.map((t) => ({ ...toItem(t, viewer), replies: byThread.get(t.gNo) ?? [] })),
      total: threads[0]?.total ?? 0,
      page,
      size,
    };
  }

  /** A visible comment of a lecture this member may see; else 6001 (or the access refusal). */
  private async visibleComment(memberId: number, coSn: number): Promise<CommentRow> {
    const found = await findComment(this.db, coSn);
    if (!found || found.status !== 'visible') throw new AppError('COMMENT_NOT_FOUND');
    await this.play.authorize(memberId, found.lcNo);
    return found;
  }

  async create(memberId: number, body: CommentCreateBody): Promise<CommentItem> {
    await this.play.authorize(memberId, body.lc_no);
    let gNo: number | null = null;
    let parent = 0;
    if (body.parent > 0 || body.g_no > 0) {
      // A reply: it joins the thread of the comment replied to (or of g_no itself).
      const target = await findComment(this.db, body.parent > 0 ? body.parent : body.g_no);
      const ok = target && target.lcNo === body.lc_no && target.status === 'visible' && (body.parent > 0 || target.coSn === target.gNo);
      if (!ok || (body.parent > 0 && body.g_no > 0 && body.g_no !== target.gNo)) throw new AppError('COMMENT_PARENT_INVALID');
      gNo = target.gNo;
      parent = target.coSn;
    }
    await this.throttle(memberId);
    const coSn = await insertComment(this.db, { lcNo: body.lc_no, memberId, gNo, parent, comment: body.comment });
    return toItem((await findComment(this.db, coSn))!, memberId);
  }

  async edit(memberId: number, coSn: number, comment: string): Promise<CommentItem> {
    const found = await this.visibleComment(memberId, coSn);
    if (found.memberId !== memberId) throw new AppError('COMMENT_NOT_OWNER');
    await this.throttle(memberId);
    if (!(await updateOwnComment(this.db, coSn, memberId, comment))) throw new AppError('COMMENT_NOT_FOUND');
    return toItem((await findComment(this.db, coSn))!, memberId);
  }

  /** Idempotent for its author: deleting an already deleted comment answers 6001 and changes nothing. */
  async remove(memberId: number, coSn: number): Promise<{ co_sn: number }> {
    const found = await findComment(this.db, coSn);
    if (!found || found.status === 'deleted') throw new AppError('COMMENT_NOT_FOUND');
    if (found.memberId !== memberId) throw new AppError('COMMENT_NOT_OWNER');
    if (!(await deleteOwnComment(this.db, coSn, memberId))) throw new AppError('COMMENT_NOT_FOUND');
    return { co_sn: coSn };
  }

  async report(memberId: number, coSn: number, accuseCd: string): Promise<{ co_sn: number; hidden: 'Y' | 'N' }> {
    const found = await this.visibleComment(memberId, coSn);
    if (found.memberId === memberId) throw new AppError('COMMENT_ACCUSE_OWN');
    const status = await accuse(this.db, { coSn, memberId, accuseCd, hideAt: playLimits.accuseHideThreshold });
    if (status === null) throw new AppError('COMMENT_ALREADY_ACCUSED');
    return { co_sn: coSn, hidden: status === 'hidden' ? 'Y' : 'N' };
  }
}
