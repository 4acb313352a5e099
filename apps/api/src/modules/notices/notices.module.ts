import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { runOnce } from '../../jobs/scheduler.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { deleteOld, segmentMembers } from './centre.queries.ts';
import { CentreService } from './centre.service.ts';
import { NoticeDispatcher, type PushChannel } from './dispatcher.ts';
import { noticeAdminRoutes, noticeRoutes } from './notices.routes.ts';
import { NoticeService } from './notices.service.ts';
import { SegmentSendService } from './segment-sends.service.ts';
import type { TalkChannel } from './talk.ts';

/**
 * The notification centre (decision 125) and the notices behind it (docs/decisions/087): payment, refund and answer
 * notices are sent by subscribing to the domain events commerce, the console's inquiries, Q&A and subscriptions
 * publish once their change committed (decision 113). Every notice goes through one dispatcher: the member's list,
 * then the channels they chose (mail, 알림톡/SMS through `talk`, push), each once per event and channel.
 */
export function createNotices(d: {
  db: Db;
  /** For the jobs' lock across processes (the segment sends start at once under it); without it, no lock. */
  pool?: pg.Pool;
  mail: MailSender;
  /** 알림톡 with its SMS fallback, or SMS only (talk.ts). */
  talk: TalkChannel;
  push: PushChannel | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  events: DomainEvents;
  clock?: () => Date;
}): AreaParts & { notices: NoticeService; dispatcher: NoticeDispatcher } {
  const dispatcher = new NoticeDispatcher(d.db, { mail: d.mail, talk: d.talk, push: d.push }, d.publicUrl, d.log, d.clock);
  const notices = new NoticeService(d.db, dispatcher, d.mail, d.publicUrl, d.log);
  const centre = new CentreService(d.db);
  // The console's segment sends go out from this job (decision 130): started at once after a send, under the
  // scheduler's lock so a send never runs twice at the same moment; the minutely run resumes one a stop cut short.
  const sendJob = { name: 'notification-sends', pattern: '25 * * * * *', run: async () => void (await sends.work()) };
  const sends = new SegmentSendService(d.db, dispatcher, () => {
    setImmediate(() => void (d.pool ? runOnce(d.pool, sendJob, d.log) : sendJob.run()).catch((err: unknown) => d.log.warn({ err }, 'notification sends not started')));
  });
  const on = d.events;
  on.on('payment.confirmed', 'notices', (e) => notices.orderReported(e.orderId));
  on.on('payment.paid', 'notices', (e) => notices.orderPaid(e.orderId));
  on.on('payment.deposit_expired', 'notices', (e) => notices.depositExpired(e.orderId));
  on.on('refund.completed', 'notices', (e) => notices.orderRefunded(e.orderId));
  on.on('inquiry.answered', 'notices', (e) => notices.inquiryAnswered(e.inquirySn));
  on.on('qna.answer_posted', 'notices', (e) => notices.questionAnswered(e));
  // Subscriptions mail their renewal and price notices and send them by 알림톡 (RENEWAL_NOTICE, RENEWAL_CONSENT,
  // PRICE_CHANGE, PRICE_RAISE) or SMS themselves (legal notices, sent whatever the choices, decisions 135 and 139); the
  // centre lists them and pushes them where chosen.
  on.on('subscription.notice_sent', 'notices', async (e) => {
    await dispatcher.dispatch({ memberId: e.memberId, kind: 'subscription', event: e.notice === 'renewal' ? 'sub_renew' : 'sub_price', ref: `${e.subscriptionSn}:${e.dueOn}`, title: e.subject, body: e.body, link: '/my' }, ['inapp', 'push']);
  });
  // The dormancy job mails its notice itself (a legal notice, decision 071); the centre lists it and sends it by
  // 알림톡 (its registered template) or push where the member chose them (decision 130).
  on.on('dormancy.notice_sent', 'notices', async (e) => {
    await dispatcher.dispatch(
      {
        memberId: e.memberId,
        kind: 'account',
        event: 'dormancy',
        ref: e.on,
        title: e.title,
        body: e.body,
        link: '/my',
        talk: { template: 'DORMANCY_NOTICE', vars: { 전환일: e.on }, text: `[투자학교] ${e.body}` },
      },
      ['inapp', 'talk', 'push'],
    );
  });
  // 새소식 from a teacher's studio (decision 122) to each buyer of the course, by the same choices and 광고 rules.
  on.on('studio.news_posted', 'notices', async (e) => {
    const title = e.isAd ? e.title.replace(/^\(광고\)\s*/, '') : e.title;
    for (const memberId of await segmentMembers(d.db, { type: 'course_buyers', course_sn: e.courseSn })) {
      await dispatcher.dispatch({ memberId, kind: e.isAd ? 'ad' : 'notice', event: 'news', ref: `${e.newsSn}`, title, body: e.body, link: `/course/${e.courseSn}` });
    }
  });
  const jobs = [
    sendJob,
    // A 가상계좌 the reconcile job let lapse is announced by this sweep (Toss's callback for it is an event).
    { name: 'deposit-expiry-notices', pattern: '40 * * * * *', run: () => notices.depositExpiries() },
    // Notices are kept 90 days (the list already hides older ones); 04:20 KST.
    { name: 'notification-retention', pattern: '0 20 4 * * *', run: () => deleteOld(d.db) },
  ];
  return { notices, dispatcher, routes: { api: [mount(noticeRoutes, { centre })], console: [mount(noticeAdminRoutes, { sends })] }, jobs };
}
