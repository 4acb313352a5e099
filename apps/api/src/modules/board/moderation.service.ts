import type { ModerationBody, ModerationQuery, ReportedComment, ReportedComments } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { lockComment, reportedComments, setModeration } from './moderation.queries.ts';

const statusOf = (s: string): ReportedComment['status'] => (s === 'hidden' || s === 'deleted' ? s : 'visible');

/**
 * The console's queue of reported comments (docs/decisions/060): an operator hides one, restores a
 * hidden one, or dismisses unfounded reports. A decision sticks: reports alone no longer hide a kept
 * comment. Each decision is audited.
 */
export class ModerationService {
  constructor(private readonly db: Db) {}

  async list(q: ModerationQuery): Promise<ReportedComments> {
    const rows = await reportedComments(this.db, q);
    return {
      total: rows[0]?.total ?? 0,
      page: q.page,
      size: q.size,
      list: rows.map((r) => ({
        co_sn: r.coSn,
        lc_no: r.lcNo,
        lecture_title: r.lectureTitle,
        course_title: r.courseTitle,
        author_id: r.authorId,
        author_nickname: r.nickname ?? '(탈퇴 회원)',
        comment: r.comment,
        status: statusOf(r.status),
        moderation: r.moderation === 'hidden' || r.moderation === 'kept' ? r.moderation : null,
        accuse_count: r.accuseCount,
        reasons: r.reasons,
        created_at: new Date(r.createdAt).toISOString(),
      })),
    };
  }

  async decide(actor: Actor, coSn: number, body: ModerationBody): Promise<{ co_sn: number; status: 'visible' | 'hidden' }> {
    return this.db.transaction(async (tx) => {
      const before = await lockComment(tx, coSn);
      if (!before || before.status === 'deleted') throw new AppError('ADMIN_REPORT_NOT_FOUND');
      const status = body.action === 'hide' ? 'hidden' : 'visible';
      await setModeration(tx, coSn, status, body.action === 'hide' ? 'hidden' : 'kept');
      await recordChange(tx, actor, {
        action: `comment.${body.action}`,
        targetType: 'comment',
        targetId: coSn,
        before: { status: before.status, moderation: before.moderation, accuse_count: before.accuseCount },
        after: { status },
        reason: body.reason ?? null,
      });
      return { co_sn: coSn, status };
    });
  }
}
