import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { commerceBenefits, type CommerceGrants } from './events.benefits.ts';
import { eventsRoutes } from './events.routes.ts';
import { EventService } from './events.service.ts';
import { SeminarService } from './seminars.service.ts';

/** Events and seminars (docs/decisions/030, 031); event benefits are commerce's coupons and points. */
export function createEvents(d: { db: Db; commerce: CommerceGrants; sms: SmsSender; mail: MailSender; log: FastifyBaseLogger }): AreaParts & {
  seminars: SeminarService;
} {
  const events = new EventService(d.db, commerceBenefits(d.commerce));
  const seminars = new SeminarService(d.db, d.sms, d.mail, d.log);
  return {
    seminars,
    routes: { api: [mount(eventsRoutes, { events, seminars })] },
    // Seminar reminders go out 10:00–20:00 KST.
    jobs: [{ name: 'seminar-reminders', pattern: '0 */10 10-19 * * *', run: () => seminars.sendReminders() }],
  };
}
