import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { legalRoutes } from './legal.routes.ts';
import { LegalService } from './legal.service.ts';

/** Legal texts, versioned, and the consents given to them (docs/decisions/069). */
export function createLegal(d: { db: Db; mail: MailSender; log: FastifyBaseLogger }): AreaParts & { legal: LegalService } {
  const legal = new LegalService(d.db, d.mail, d.log);
  return {
    legal,
    routes: { api: [mount(legalRoutes, { legal })] },
    jobs: [
      // A member's silence 14 days after seeing a new version's notice is recorded as agreement.
      { name: 'legal-deemed-consent', pattern: '0 5 * * * *', run: () => legal.deemAgreed() },
      // Two-yearly notice of each marketing consent (정보통신망법), sent 10:30 KST.
      { name: 'marketing-notice', pattern: '0 30 10 * * *', run: () => legal.sendMarketingNotices() },
    ],
  };
}
