import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import { Sealer } from '../../lib/sealer.ts';
import { createBillingProvider } from '../../providers/payment/billing-provider.ts';
import type { BillingProvider } from '../../providers/payment/billing.ts';
import type { PaymentFetch } from '../../providers/payment/toss.ts';
import { SandboxBilling } from '../../providers/payment/sandbox-billing.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { billingWindowRoutes } from './billing-window.routes.ts';
import { Charger } from './charger.ts';
import { RenewalService, type RenewalTalk } from './renewal.service.ts';
import { SubscriptionAdminService } from './subscription-admin.service.ts';
import { subscriptionAdminRoutes } from './subscription-admin.routes.ts';
import { SubscriptionService } from './subscription.service.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { sandboxBillingStore } from './sandbox-billing.queries.ts';

export interface SubscriptionArea extends AreaParts {
  subscriptions: SubscriptionService;
  renewals: RenewalService;
  billing: BillingProvider;
}

/**
 * Subscriptions (docs/decisions/093): monthly and yearly plans renewed by automatic card payment (Toss billing or the
 * sandbox), the member's controls, the console's list and figures, and the renewal job (every 10 minutes, once
 * across processes: reconcile, renew, retry, notices).
 */
export function createSubscriptions(d: {
  config: Config;
  db: Db;
  master: KeyRing<Buffer>;
  mail: MailSender;
  sms: SmsSender;
  /** The renewal notice by 알림톡 with its SMS fallback (decision 135); without it, by SMS. */
  talk?: RenewalTalk;
  log: FastifyBaseLogger;
  /** Domain events (decision 113): renewal notices are announced for the notification centre. */
  events?: DomainEvents;
  clock?: () => Date;
  fetch?: PaymentFetch;
}): SubscriptionArea {
  const now = d.clock ?? (() => new Date());
  const billing = createBillingProvider(d.config, sandboxBillingStore(d.db), d.fetch);
  const sealer = new Sealer(d.master, SEAL.billingKeys);
  const charger = new Charger(d.db, billing, sealer, now, d.log);
  const subscriptions = new SubscriptionService(d.db, billing, sealer, charger, now);
  const renewals = new RenewalService(d.db, charger, { mail: d.mail, sms: d.sms, ...(d.talk ? { talk: d.talk } : {}), publicUrl: d.config.PUBLIC_URL, log: d.log, ...(d.events ? { events: d.events } : {}) });
  const admin = new SubscriptionAdminService(d.db, renewals, now);
  return {
    subscriptions,
    renewals,
    billing,
    routes: {
      api: [mount(subscriptionRoutes, { subscriptions }), ...(billing instanceof SandboxBilling ? [mount(billingWindowRoutes, { sandbox: billing })] : [])],
      console: [mount(subscriptionAdminRoutes, { admin })],
    },
    jobs: [{ name: 'subscription-renewal', pattern: '0 */10 * * * *', run: () => renewals.run(now()) }],
  };
}
