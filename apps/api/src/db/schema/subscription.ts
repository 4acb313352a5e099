import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entitlements } from './learning.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Subscription plans (docs/decisions/093): 월간 (1 month) and 연간 (12 months), priced in the console. A price change
 * is scheduled (`next_price` from `next_price_at`, at least 30 days after it was set) so members are told first.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    planSn: integer('plan_sn').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    months: smallint('months').notNull(),
    price: integer('price').notNull(),
    /** A free (0) or discounted first period; null: the first period costs the price. */
    firstPrice: integer('first_price'),
    nextPrice: integer('next_price'),
    nextPriceAt: ts('next_price_at'),
    onSale: boolean('on_sale').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_plans_code_uq').on(t.code),
    check('subscription_plans_months', sql`${t.months} in (1, 12)`),
    check('subscription_plans_price', sql`${t.price} > 0 and (${t.firstPrice} is null or ${t.firstPrice} between 0 and ${t.price})`),
    check('subscription_plans_next', sql`(${t.nextPrice} is null) = (${t.nextPriceAt} is null) and (${t.nextPrice} is null or ${t.nextPrice} > 0)`),
  ],
);

/**
 * One member's subscription. status: active (paid for the current period; `cancel_at_period_end` = 해지 예약),
 * retrying (a renewal failed; access continues until `grace_until`), lapsed (the last retry failed), ended (해지 예약
 * reached its end, or a higher price was not agreed), refunded (the current period was refunded).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionSn: bigint('subscription_sn', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    planSn: integer('plan_sn')
      .notNull()
      .references(() => subscriptionPlans.planSn, { onDelete: 'restrict' }),
    status: varchar('status', { length: 12 }).notNull(),
    /** Korean-time day of month the subscription renews on (31 → the month's last day when shorter). */
    anchorDay: smallint('anchor_day').notNull(),
    /** The moment the first period started; every renewal date is counted from it. */
    startedAt: ts('started_at').notNull(),
    /** Periods paid so far (the current one included). */
    periods: integer('periods').notNull().default(1),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The highest price the member agreed to for a renewal (the first period's, until consent is given again). */
    agreedPrice: integer('agreed_price').notNull(),
    customerKey: varchar('customer_key', { length: 64 }).notNull(),
    /** The billing key, sealed as CI/DI are (lib/sealer.ts, purpose billing-keys). */
    billingKeySealed: text('billing_key_sealed').notNull(),
    cardLabel: varchar('card_label', { length: 60 }),
    /** Renewal retries after the renewal day failed: 1, 2, 3 = D+1, D+3, D+5. */
    retries: smallint('retries').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    graceUntil: ts('grace_until'),
    entitlementSn: bigint('entitlement_sn', { mode: 'number' }).references(() => entitlements.entitlementSn, { onDelete: 'set null' }),
    /** The period end the renewal notice was sent for; the price-change date the price notice was sent for. */
    renewalNoticeFor: ts('renewal_notice_for'),
    priceNoticeFor: ts('price_notice_for'),
    endedAt: ts('ended_at'),
    endReason: varchar('end_reason', { length: 30 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status', sql`${t.status} in ('active', 'retrying', 'lapsed', 'ended', 'refunded')`),
    // One live subscription or sign-up under way per member, taken before the first charge (decision 104).
    uniqueIndex('subscriptions_one_live_uq').on(t.memberId).where(sql`${t.status} in ('active', 'retrying') or ${t.endReason} = 'signing_up'`),
    index('subscriptions_due_idx').on(t.status, t.periodEnd),
    index('subscriptions_entitlement_idx').on(t.entitlementSn),
  ],
);

/**
 * Every charge attempt, the first payment included: one row per (period, attempt), so two renewal runs cannot both
 * charge the same attempt. status: pending (sent or about to be), paid, failed, unknown (no answer: reconciled by
 * looking the payment up by order_id), voided (paid at the provider for a subscription that could no longer take it,
 * and cancelled there; decision 104).
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    chargeSn: bigint('charge_sn', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionSn: bigint('subscription_sn', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.subscriptionSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderId: varchar('order_id', { length: 64 }).notNull(),
    periodNo: integer('period_no').notNull(),
    attempt: smallint('attempt').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    paymentKey: varchar('payment_key', { length: 200 }),
    /** The provider's receipt of a paid charge (Toss's 매출전표); null in the sandbox. */
    receiptUrl: varchar('receipt_url', { length: 500 }),
    failureCode: varchar('failure_code', { length: 60 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Set while a refund of this charge is with the provider: access under it is frozen (decision 103). */
    refundingAt: ts('refunding_at'),
    /** The cash the frozen refund asks the provider for, kept so reconcile can finish a refund whose answer was lost (decision 110). */
    refundingAmount: integer('refunding_amount'),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('subscription_charges_order_uq').on(t.orderId),
    uniqueIndex('subscription_charges_attempt_uq').on(t.subscriptionSn, t.periodNo, t.attempt),
    check('subscription_charges_status', sql`${t.status} in ('pending', 'paid', 'failed', 'unknown', 'voided')`),
    index('subscription_charges_member_idx').on(t.memberId),
  ],
);

/**
 * The member's first subscription period, taken once per member ever (decision 104): the sign-up that inserts the row
 * gets the plan's `first_price`; any later one pays the price. Released only when that sign-up's first charge fails.
 */
export const subscriptionFirstPeriods = pgTable('subscription_first_periods', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  subscriptionSn: bigint('subscription_sn', { mode: 'number' })
    .notNull()
    .references(() => subscriptions.subscriptionSn, { onDelete: 'cascade' }),
  claimedAt: ts('claimed_at').notNull().defaultNow(),
});

/**
 * Consents to automatic renewal (at sign-up), to a higher price, and to a free or discounted first period turning
 * paid, each with the legal text's version it was given on (전자상거래법 시행령, 2025 정기결제 rules).
 */
export const subscriptionConsents = pgTable('subscription_consents', {
  consentSn: bigint('consent_sn', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  subscriptionSn: bigint('subscription_sn', { mode: 'number' }).references(() => subscriptions.subscriptionSn, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 20 }).notNull(),
  planSn: integer('plan_sn').notNull(),
  price: integer('price').notNull(),
  textVersion: varchar('text_version', { length: 40 }).notNull(),
  consentedAt: ts('consented_at').notNull().defaultNow(),
});

/** A card registration under way: the billing-auth window was opened for this customerKey (sign-up or card change). */
export const subscriptionRegistrations = pgTable('subscription_registrations', {
  customerKey: varchar('customer_key', { length: 64 }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  purpose: varchar('purpose', { length: 10 }).notNull(),
  planSn: integer('plan_sn'),
  consentVersion: varchar('consent_version', { length: 40 }),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The sandbox billing provider's cards and charges (providers/payment/sandbox-billing.ts). */
export const sandboxBillingAuths = pgTable('sandbox_billing_auths', {
  authKey: varchar('auth_key', { length: 64 }).primaryKey(),
  customerKey: varchar('customer_key', { length: 64 }).notNull(),
  behaviour: varchar('behaviour', { length: 10 }).notNull(),
  usedAt: ts('used_at'),
});

export const sandboxBillingKeys = pgTable('sandbox_billing_keys', {
  billingKey: varchar('billing_key', { length: 64 }).primaryKey(),
  customerKey: varchar('customer_key', { length: 64 }).notNull(),
  behaviour: varchar('behaviour', { length: 10 }).notNull(),
});

export const sandboxBillingCharges = pgTable('sandbox_billing_charges', {
  paymentKey: varchar('payment_key', { length: 64 }).primaryKey(),
  orderId: varchar('order_id', { length: 64 }).notNull().unique(),
  amount: integer('amount').notNull(),
  balanceAmount: integer('balance_amount').notNull(),
  approvedAt: ts('approved_at').notNull().defaultNow(),
});
