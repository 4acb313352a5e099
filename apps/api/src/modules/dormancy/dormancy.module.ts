import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { keyedHashes, Sealer } from '../../lib/sealer.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { dormancyRoutes } from './dormancy.routes.ts';
import { DormancyService, type DormancyDeps } from './dormancy.service.ts';

/** Accounts a year without use sleep, their personal data sealed apart (docs/decisions/071). */
export function createDormancy(d: {
  db: Db;
  /** The identity master key: the profile seal and the e-mail index derive their own keys from it. */
  master: KeyRing<Buffer>;
  mail: MailSender;
  sms: SmsSender;
  startSession: DormancyDeps['startSession'];
  log: FastifyBaseLogger;
  events?: DomainEvents;
}): AreaParts & { dormancy: DormancyService } {
  const dormancy = new DormancyService({
    db: d.db,
    sealer: new Sealer(d.master, SEAL.dormantProfile),
    emailIndex: keyedHashes(d.master, SEAL.dormantEmailIndex),
    mail: d.mail,
    sms: d.sms,
    startSession: d.startSession,
    log: d.log,
    ...(d.events ? { events: d.events } : {}),
  });
  return {
    dormancy,
    routes: { api: [mount(dormancyRoutes, { dormancy })] },
    // Dormancy notices and separation, once a day at 10:20 KST (the notice mail arrives in the morning).
    jobs: [{ name: 'dormancy', pattern: '0 20 10 * * *', run: () => dormancy.run() }],
  };
}
