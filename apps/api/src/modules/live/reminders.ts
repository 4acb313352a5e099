import { koreanDateTime } from '../../lib/business-days.ts';
import type { Db } from '../../db/client.ts';
import * as q from './live.queries.ts';

/** The notice a reminder becomes, in the notification centre's shape (modules/notices dispatcher, handed in by composition). */
export interface LiveStartingNotice {
  memberId: number;
  kind: 'live';
  event: string;
  ref: string;
  title: string;
  body: string;
  link: string;
  talk: { template: string; vars: Record<string, string>; text: string };
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * Sends the reminders members set on live classes, 10 minutes before the start (decision 129). The job runs on every
 * API process's schedule; the claim (`sent_at`, set by the statement that picks the rows) makes each member's notice
 * go once per class however many processes run it, and the dispatcher's own per-channel claim covers a retry.
 */
export class LiveReminders {
  constructor(
    private readonly db: Db,
    private readonly notify: (n: LiveStartingNotice) => Promise<unknown>,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Returns how many notices were claimed and handed to the dispatcher. */
  async sendDue(now: Date = this.now()): Promise<number> {
    const due = await q.claimDueReminders(this.db, now);
    for (const r of due) {
      const at = koreanDateTime(r.startsAt);
      await this.notify({
        memberId: r.memberId,
        kind: 'live',
        event: 'live_start',
        ref: String(r.classId),
        title: `라이브 수업이 곧 시작합니다: ${r.title}`.slice(0, 100),
        body: `알림을 신청하신 "${r.title}" 라이브 수업이 ${at}에 시작합니다. 지금 입장해 주세요.`,
        link: `/live/${r.classId}`,
        talk: { template: 'LIVE_STARTING', vars: { 강의명: r.title }, text: `[투자학교] "${r.title}" 라이브 수업이 ${at}에 시작합니다.` },
      }).catch((err: unknown) => this.log.warn({ err, classId: r.classId, memberId: r.memberId }, 'live reminder not sent'));
    }
    return due.length;
  }
}
