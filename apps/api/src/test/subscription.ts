import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_CONSENT_VERSION } from '@school/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appMeta, entitlements, sandboxBillingKeys, subscriptionCharges, subscriptions } from '../db/schema/index.ts';
import { sealingKeys } from '../lib/configured-keys.ts';
import type { DomainEvents } from '../lib/domain-events.ts';
import type { MailMessage } from '../providers/mail/mail.ts';
import type { SandboxBilling, SandboxCardBehaviour } from '../providers/payment/sandbox-billing.ts';
import type { PaymentFetch } from '../providers/payment/toss.ts';
import { silent } from './dormancy.ts';
import type { TestContext } from './test-app.ts';
import type { RenewalTalk } from '../modules/subscription/renewal.service.ts';
import { createSubscriptions } from '../modules/subscription/subscription.module.ts';

/** A clock the test moves. */
export class Clock {
  constructor(public at: Date) {}
  readonly now = () => this.at;
  set(iso: string) {
    this.at = new Date(iso);
  }
}

export interface Outbox {
  mails: MailMessage[];
  sms: { to: string; text: string }[];
}

/**
 * The subscription area built on the test's database with a clock of its own (another "process" when built twice),
 * and mail/SMS kept in memory. `more.db`: a pool of its own (a second process); `more.talk`: the renewal notice's 알림톡.
 */
export async function clockedArea(t: TestContext, clock: Clock, overrides: Partial<Config> = {}, fetch?: PaymentFetch, events?: DomainEvents, more: { db?: Db; talk?: RenewalTalk } = {}) {
  const [key] = await t.database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'identity:encryption_key'));
  const config = { ...t.config, ...overrides };
  const outbox: Outbox = { mails: [], sms: [] };
  // Error-level lines are the operators' alert: kept so a test can see what was alerted.
  const alerts: { orderId?: string; msg: string }[] = [];
  const log = { ...silent, error: (obj: { orderId?: string }, msg: string) => void alerts.push({ orderId: obj.orderId, msg }) } as unknown as FastifyBaseLogger;
  const area = createSubscriptions({
    config,
    db: more.db ?? t.database.db,
    master: sealingKeys(config, config.IDENTITY_ENCRYPTION_KEY ?? key!.value),
    mail: { name: 'memory', sandbox: true, send: async (m) => void outbox.mails.push(m) },
    sms: { name: 'memory', sandbox: true, send: async (m) => void outbox.sms.push(m) },
    log,
    clock: clock.now,
    ...(more.talk ? { talk: more.talk } : {}),
    ...(fetch ? { fetch } : {}),
    ...(events ? { events } : {}),
  });
  return { ...area, outbox, alerts };
}

export type Area = Awaited<ReturnType<typeof clockedArea>>;

/** Sign-up through the sandbox window's choice, at the clock's time. */
export async function subscribe(area: Area, memberId: number, planSn: number, behaviour: SandboxCardBehaviour = 'normal') {
  const opened = await area.subscriptions.start(memberId, { plan_sn: planSn, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  const authKey = await (area.billing as SandboxBilling).authorise(opened.customer_key, behaviour);
  return area.subscriptions.activate(memberId, { customerKey: opened.customer_key, authKey });
}

export async function setCard(t: TestContext, subscriptionSn: number, behaviour: SandboxCardBehaviour) {
  const [s] = await t.database.db.select({ customerKey: subscriptions.customerKey }).from(subscriptions).where(eq(subscriptions.subscriptionSn, subscriptionSn));
  await t.database.db.update(sandboxBillingKeys).set({ behaviour }).where(eq(sandboxBillingKeys.customerKey, s!.customerKey));
}

export async function chargesOf(t: TestContext, subscriptionSn: number) {
  return t.database.db
    .select({ periodNo: subscriptionCharges.periodNo, attempt: subscriptionCharges.attempt, status: subscriptionCharges.status, amount: subscriptionCharges.amount })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionSn, subscriptionSn))
    .orderBy(subscriptionCharges.chargeSn);
}

export async function subscriptionRow(t: TestContext, subscriptionSn: number) {
  const [s] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.subscriptionSn, subscriptionSn));
  return s!;
}

export async function accessUntil(t: TestContext, subscriptionSn: number): Promise<Date | null> {
  const s = await subscriptionRow(t, subscriptionSn);
  const [e] = await t.database.db.select({ until: entitlements.validUntil }).from(entitlements).where(eq(entitlements.entitlementSn, s.entitlementSn!));
  return e?.until ?? null;
}
