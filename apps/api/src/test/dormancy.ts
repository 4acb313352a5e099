import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { runOnce } from '../jobs/scheduler.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import { keyedHashes, parseKey, Sealer } from '../lib/sealer.ts';
import { DormancyService } from '../modules/dormancy/dormancy.service.ts';
import { SandboxMail } from '../providers/mail/sandbox.ts';

/** The key the test app is given (IDENTITY_ENCRYPTION_KEY), so the job seals what the app opens. */
export const DORMANCY_KEY = 'a1'.repeat(32);
const DAY = 86_400_000;

export const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const mailTo = (db: Database) =>
  new SandboxMail(async (msg) => void (await db.pool.query(`insert into dev_outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)`, [msg.channel, msg.to, msg.subject, msg.body])));

/** The dormancy job as one API process runs it, with its own pool and a clock `days` from now. */
export function dormancyJob(db: Database, days: number, events?: DomainEvents) {
  const master = parseKey(DORMANCY_KEY);
  return new DormancyService({
    db: db.db,
    sealer: new Sealer(master, 'dormant-profile'),
    emailIndex: keyedHashes(master, 'dormant-email'),
    mail: mailTo(db),
    sms: { name: 'none', sandbox: true, send: () => Promise.reject(new Error('no SMS from the job')) },
    startSession: () => Promise.reject(new Error('not used by the job')),
    log: silent,
    now: () => new Date(Date.now() + days * DAY),
    ...(events ? { events } : {}),
  });
}

/** The job under the scheduler's lock, as a process's cron runs it. */
export const runDormancyJob = (db: Database, days: number) => runOnce(db.pool, { name: 'dormancy', pattern: '* * * * * *', run: () => dormancyJob(db, days).run() }, silent);
