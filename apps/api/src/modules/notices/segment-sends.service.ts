import type { AdminNoticeSegment, AdminNoticeSendResult, adminNoticeSendBody, adminNoticeSends } from '@school/contracts/admin';
import type { z } from 'zod';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { courseExists, finishSend, insertSend, recentSends, segmentMembers } from './centre.queries.ts';
import type { NoticeDispatcher } from './dispatcher.ts';

type SendBody = z.output<typeof adminNoticeSendBody>;

const describe = (s: AdminNoticeSegment) => (s.type === 'course_buyers' ? `강의 ${s.course_sn} 구매자` : s.type === 'subscribers' ? '구독 중인 회원' : `${s.days}일 이상 미접속 회원`);

/**
 * The operator's notice to a segment (decision 125): the segment's active members, each through the same dispatcher
 * as every other notice, so their choices, the 광고 consent and the night rule hold. The send and its audit row are
 * written before the first notice goes; the counts after the last.
 */
export class SegmentSendService {
  constructor(
    private readonly db: Db,
    private readonly dispatcher: NoticeDispatcher,
  ) {}

  async send(actor: Actor, body: SendBody): Promise<AdminNoticeSendResult> {
    if (body.segment.type === 'course_buyers' && !(await courseExists(this.db, body.segment.course_sn))) throw new AppError('NOTIFICATION_COURSE_NOT_FOUND');
    const ids = await segmentMembers(this.db, body.segment);
    const sendSn = await this.db.transaction(async (tx) => {
      const sn = await insertSend(tx, { actorId: actor.memberId, segment: body.segment, kind: body.kind, title: body.title, body: body.body, link: body.link, targeted: ids.length });
      await recordChange(tx, actor, { action: 'notification.send', targetType: 'notification_send', targetId: sn, after: { segment: body.segment, kind: body.kind, title: body.title, targeted: ids.length } });
      return sn;
    });
    const counts = { delivered: 0, refusedConsent: 0, refusedNight: 0 };
    for (const memberId of ids) {
      const outcome = await this.dispatcher.dispatch({ memberId, kind: body.kind, event: 'send', ref: `${sendSn}:${memberId}`, title: body.title, body: body.body, link: body.link });
      if (outcome === 'sent') counts.delivered += 1;
      else if (outcome === 'no_consent') counts.refusedConsent += 1;
      else if (outcome === 'night') counts.refusedNight += 1;
    }
    await finishSend(this.db, sendSn, counts);
    return { send_sn: sendSn, targeted: ids.length, delivered: counts.delivered, refused_consent: counts.refusedConsent, refused_night: counts.refusedNight };
  }

  async recent(): Promise<z.infer<typeof adminNoticeSends>> {
    const rows = await recentSends(this.db);
    return {
      list: rows.map((r) => ({
        send_sn: r.sendSn,
        kind: r.kind === 'ad' ? 'ad' : 'notice',
        title: r.title,
        segment: describe(r.segment as AdminNoticeSegment),
        targeted: r.targeted,
        delivered: r.delivered,
        refused_consent: r.refusedConsent,
        refused_night: r.refusedNight,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }
}
