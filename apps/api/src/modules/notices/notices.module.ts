import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { AdminSiteService } from '../admin-site/admin-site.service.ts';
import type { Commerce } from '../commerce/commerce.ts';
import { noticeAtBoundaries } from './notices.hooks.ts';
import { noticeRoutes } from './notices.routes.ts';
import { NoticeService } from './notices.service.ts';

/**
 * Payment, refund and answer notices to the member, hooked at the boundaries of the services that move money
 * or answer (docs/decisions/087): built after commerce and the console's site area, which it watches.
 */
export function createNotices(d: {
  db: Db;
  mail: MailSender;
  sms: SmsSender;
  publicUrl: string;
  log: FastifyBaseLogger;
  watch: { commerce: Commerce; site: AdminSiteService };
}): AreaParts & { notices: NoticeService } {
  const notices = new NoticeService(d.db, d.mail, d.sms, d.publicUrl, d.log);
  noticeAtBoundaries(notices, d.watch.commerce, d.watch.site, d.log);
  // A 가상계좌 the reconcile job let lapse is announced here (Toss's callback for it is caught at the boundary).
  const jobs = [{ name: 'deposit-expiry-notices', pattern: '40 * * * * *', run: () => notices.depositExpiries() }];
  return { notices, routes: { api: [mount(noticeRoutes, { notices })] }, jobs };
}
