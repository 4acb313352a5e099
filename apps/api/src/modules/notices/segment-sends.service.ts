import type { AdminNoticeSegment, AdminNoticeSendResult, adminNoticeSendBody, adminNoticeSends } from '@school/contracts/admin';
import type { z } from 'zod';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countSend, courseExists, insertSend, nextOpenSend, pendingTargets, recentSends, segmentMembers, setOutcome } from './centre.queries.ts';
import type { NoticeDispatcher } from './dispatcher.ts';

type SendBody = z.output<typeof adminNoticeSendBody>;
type Status = AdminNoticeSendResult['status'];

const describe = (s: AdminNoticeSegment) => (s.type === 'course_buyers' ? `강의 ${s.course_sn} 구매자` : s.type === 'subscribers' ? '구독 중인 회원' : `${s.days}일 이상 미접속 회원`);
const statusOf = (s: string): Status => (s === 'queued' || s === 'running' ? s : 'done');

/** Members per step of the job: the counts the console shows are brought up to date after each. */
export const SEND_BATCH = 200;

/**
 * The operator's notice to a segment (decisions 125, 130): the segment's active members, each through the same
 * dispatcher as every other notice, so their choices, the 광고 consent and the night rule hold.
 *
 * The request only writes the send, its members (fixed as the segment is now) and its audit row, in one
 * transaction, and answers `queued`. The notices go out from `work()`: the notification-sends job (every few
 * seconds, once across processes) and, at once, a start in this process under the same lock. Each member's outcome
 * is written as they go, so a job that stopped goes on with the members not yet done; a member the job reaches
 * twice (stopped between the dispatch and its outcome) is told once, as the dispatcher sends each channel once per
 * send and member.
 */
export class SegmentSendService {
  constructor(
    private readonly db: Db,
    private readonly dispatcher: NoticeDispatcher,
    /** Starts the job now (the composition root runs `work` under the job's lock); tests may leave it to them. */
    private readonly start: () => void = () => undefined,
  ) {}

  async send(actor: Actor, body: SendBody): Promise<AdminNoticeSendResult> {
    if (body.segment.type === 'course_buyers' && !(await courseExists(this.db, body.segment.course_sn))) throw new AppError('NOTIFICATION_COURSE_NOT_FOUND');
    const ids = [...new Set(await segmentMembers(this.db, body.segment))];
    const sendSn = await this.db.transaction(async (tx) => {
      const sn = await insertSend(tx, { actorId: actor.memberId, segment: body.segment, kind: body.kind, title: body.title, body: body.body, link: body.link, memberIds: ids });
      await recordChange(tx, actor, { action: 'notification.send', targetType: 'notification_send', targetId: sn, after: { segment: body.segment, kind: body.kind, title: body.title, targeted: ids.length } });
      return sn;
    });
    this.start();
    return { send_sn: sendSn, status: 'queued', targeted: ids.length, processed: 0, delivered: 0, refused_consent: 0, refused_night: 0 };
  }

  /**
   * The job: the open sends oldest first, `SEND_BATCH` members at a time, until none is left or `budget` members
   * were done. Returns how many members it went through.
   */
  async work(budget = Number.POSITIVE_INFINITY): Promise<number> {
    let done = 0;
    for (;;) {
      const send = await nextOpenSend(this.db);
      if (!send || done >= budget) return done;
      const batch = await pendingTargets(this.db, send.sendSn, Math.min(SEND_BATCH, budget - done));
      for (const memberId of batch) {
        const outcome = await this.dispatcher.dispatch({
          memberId,
          kind: send.kind === 'ad' ? 'ad' : 'notice',
          event: 'send',
          ref: `${send.sendSn}:${memberId}`,
          title: send.title,
          body: send.body,
          link: send.link,
        });
        await setOutcome(this.db, send.sendSn, memberId, outcome);
        done += 1;
      }
      const finished = batch.length === 0 || (await pendingTargets(this.db, send.sendSn, 1)).length === 0;
      await countSend(this.db, send.sendSn, finished);
    }
  }

  async recent(): Promise<z.infer<typeof adminNoticeSends>> {
    const rows = await recentSends(this.db);
    return {
      list: rows.map((r) => ({
        send_sn: r.sendSn,
        status: statusOf(r.status),
        kind: r.kind === 'ad' ? 'ad' : 'notice',
        title: r.title,
        segment: describe(r.segment as AdminNoticeSegment),
        targeted: r.targeted,
        processed: r.status === 'done' ? r.targeted : r.processed,
        delivered: r.delivered,
        refused_consent: r.refusedConsent,
        refused_night: r.refusedNight,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }
}
