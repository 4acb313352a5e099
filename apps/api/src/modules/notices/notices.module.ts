import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { noticeRoutes } from './notices.routes.ts';
import { NoticeService } from './notices.service.ts';

/**
 * Payment, refund and answer notices to the member (docs/decisions/087), sent by subscribing to the domain events
 * commerce, the console's inquiries and Q&A publish once their change committed (decision 113). Each notice is
 * claimed once per event and channel, so an event heard twice (a confirm and a webhook) sends once.
 */
export function createNotices(d: {
  db: Db;
  mail: MailSender;
  sms: SmsSender;
  publicUrl: string;
  log: FastifyBaseLogger;
  events: DomainEvents;
}): AreaParts & { notices: NoticeService } {
  const notices = new NoticeService(d.db, d.mail, d.sms, d.publicUrl, d.log);
  const on = d.events;
  on.on('payment.confirmed', 'notices', (e) => notices.orderReported(e.orderId));
  on.on('payment.paid', 'notices', (e) => notices.orderPaid(e.orderId));
  on.on('payment.deposit_expired', 'notices', (e) => notices.depositExpired(e.orderId));
  on.on('refund.completed', 'notices', (e) => notices.orderRefunded(e.orderId));
  on.on('inquiry.answered', 'notices', (e) => notices.inquiryAnswered(e.inquirySn));
  on.on('qna.answer_posted', 'notices', (e) => notices.questionAnswered(e));
  // A 가상계좌 the reconcile job let lapse is announced by this sweep (Toss's callback for it is an event).
  const jobs = [{ name: 'deposit-expiry-notices', pattern: '40 * * * * *', run: () => notices.depositExpiries() }];
  return { notices, routes: { api: [mount(noticeRoutes, { notices })] }, jobs };
}
