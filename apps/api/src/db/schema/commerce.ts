import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';
import { courses, teachers } from './learning.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/*
 * Commerce (docs/decisions/020–024). Money is integer won; every change to a
 * balance has a ledger row written in the same transaction.
 */

/** What is sold: a pass (all courses or one category branch, for N months) or one course. */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
    kind: varchar('kind', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** KRW, VAT included. */
    price: integer('price').notNull(),
    /** Passes: months of access; null for a single course. */
    months: integer('months'),
    /** Single courses: days of access. */
    days: integer('days').notNull(),
    scopeType: varchar('scope_type', { length: 10 }).notNull(),
    caSn: integer('ca_sn').references(() => categories.caSn, { onDelete: 'restrict' }),
    courseSn: integer('course_sn').references(() => courses.courseSn, { onDelete: 'restrict' }),
    isActive: char('is_active', { length: 1 }).notNull().default('Y'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('products_kind', sql`${t.kind} in ('pass', 'course')`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_scope', sql`${t.scopeType} in ('all', 'category', 'course')`),
    check('products_scope_matches', sql`(${t.scopeType} = 'category') = (${t.caSn} is not null) and (${t.scopeType} = 'course') = (${t.courseSn} is not null)`),
    check('products_kind_matches', sql`(${t.kind} = 'course') = (${t.scopeType} = 'course') and (${t.kind} = 'pass') = (${t.months} is not null)`),
    check('products_is_active_yn', sql`${t.isActive} in ('Y', 'N')`),
    index('products_course_idx').on(t.courseSn),
  ],
);

/** A coupon definition: a code members type, or one the system issues (the 환영 쿠폰). */
export const coupons = pgTable(
  'coupons',
  {
    couponSn: integer('coupon_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    /** Registration code (upper case); null for coupons only the system issues. */
    code: varchar('code', { length: 30 }),
    /** System-issued kinds (e.g. 'welcome'); null for code coupons. */
    issueKind: varchar('issue_kind', { length: 30 }),
    name: varchar('name', { length: 100 }).notNull(),
    discountType: varchar('discount_type', { length: 10 }).notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrder: integer('min_order').notNull().default(0),
    /** Restricts to one kind of product ('pass' | 'course'); null = any. */
    productKind: varchar('product_kind', { length: 10 }),
    /** Restricts to these products; null = any (of productKind). */
    productIds: jsonb('product_ids').$type<number[]>(),
    /** Absolute window in which it can be registered and used. */
    validFrom: ts('valid_from').notNull().defaultNow(),
    validUntil: ts('valid_until'),
    /** Days a registered coupon stays usable (capped by validUntil). */
    validDays: integer('valid_days'),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Most members' coupons ever issued; null = no limit. */
    totalLimit: integer('total_limit'),
    issuedCount: integer('issued_count').notNull().default(0),
    /** Codes made together in the console (one single-use code each) share this id; null otherwise. */
    batch: varchar('batch', { length: 40 }),
    /** The operator who made it in the console (null: system coupons): they can never hold it (decision 080). */
    createdBy: bigint('created_by', { mode: 'number' }),
    /** A teacher's coupon (decision 132): made in the studio for one of their courses, within the coupon policy. */
    teacherSn: integer('teacher_sn').references(() => teachers.teacherSn, { onDelete: 'restrict' }),
    courseSn: integer('course_sn').references(() => courses.courseSn, { onDelete: 'restrict' }),
    /** 'Y': made under the early-bird limits (a course in its first days after opening). */
    earlyBird: char('early_bird', { length: 1 }).notNull().default('N'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_batch_idx').on(t.batch),
    uniqueIndex('coupons_issue_kind_key').on(t.issueKind),
    check('coupons_discount_type', sql`${t.discountType} in ('fixed', 'percent')`),
    check('coupons_discount_value', sql`${t.discountValue} > 0 and (${t.discountType} = 'fixed' or ${t.discountValue} <= 100)`),
    check('coupons_limits', sql`${t.perMemberLimit} >= 1 and (${t.totalLimit} is null or ${t.issuedCount} <= ${t.totalLimit})`),
    check('coupons_product_kind', sql`${t.productKind} is null or ${t.productKind} in ('pass', 'course')`),
    check('coupons_early_bird_yn', sql`${t.earlyBird} in ('Y', 'N')`),
    check('coupons_teacher_course', sql`(${t.teacherSn} is null) = (${t.courseSn} is null)`),
    index('coupons_teacher_idx').on(t.teacherSn, t.createdAt),
  ],
);

/**
 * The operator's limits on teachers' coupons (decision 132): one row (id 1); absent = the defaults of
 * coupon-policy.ts. Changed only in the console, with an admin_changes row.
 */
export const couponPolicy = pgTable(
  'coupon_policy',
  {
    id: integer('id').primaryKey(),
    maxRatePct: integer('max_rate_pct').notNull(),
    maxDays: integer('max_days').notNull(),
    earlyBirdMaxRatePct: integer('early_bird_max_rate_pct').notNull(),
    earlyBirdMaxDays: integer('early_bird_max_days').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupon_policy_one_row', sql`${t.id} = 1`),
    check('coupon_policy_bounds', sql`${t.maxRatePct} between 1 and 100 and ${t.earlyBirdMaxRatePct} between 1 and 100 and ${t.maxDays} between 1 and 365 and ${t.earlyBirdMaxDays} between 1 and 365`),
  ],
);

/** One coupon in one member's box. `order_sn` set while an order holds it; `used_at` once that order is paid. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponSn: integer('coupon_sn')
      .notNull()
      .references(() => coupons.couponSn, { onDelete: 'restrict' }),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    orderSn: bigint('order_sn', { mode: 'number' }),
    usedAt: ts('used_at'),
    /** Withdrawn by a rule (e.g. member withdrawal); never usable again. */
    revokedAt: ts('revoked_at'),
    registeredAt: ts('registered_at').notNull().defaultNow(),
  },
  (t) => [index('member_coupons_member_idx').on(t.memberId, t.registeredAt), index('member_coupons_coupon_idx').on(t.couponSn, t.memberId)],
);

/** An order: what the member buys and what it costs, computed only by the server. */
export const orders = pgTable(
  'orders',
  {
    orderSn: bigint('order_sn', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's orderId (random, unguessable). */
    orderId: varchar('order_id', { length: 64 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    orderName: varchar('order_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    productPrice: integer('product_price').notNull(),
    memberCouponId: bigint('member_coupon_id', { mode: 'number' }),
    couponName: varchar('coupon_name', { length: 100 }),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    /** Charged through the provider: product_price − coupon_discount − points_used. */
    amount: integer('amount').notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    paymentKey: varchar('payment_key', { length: 200 }),
    /** One confirm at a time: the request holding this lease talks to the provider, others wait for its result. */
    confirmingUntil: ts('confirming_until'),
    method: varchar('method', { length: 30 }),
    receiptUrl: varchar('receipt_url', { length: 500 }),
    /** Our own receipt page's token (sandbox payments). */
    receiptToken: varchar('receipt_token', { length: 64 }).notNull(),
    failCode: varchar('fail_code', { length: 100 }),
    failReason: varchar('fail_reason', { length: 500 }),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    receiptDueAt: ts('receipt_due_at'),
    settledAt: ts('settled_at'),
    /** 'member' (구매확정) or 'auto' (3 business days passed). */
    settledBy: varchar('settled_by', { length: 10 }),
    refundAmount: integer('refund_amount').notNull().default(0),
    refundPoints: integer('refund_points').notNull().default(0),
    refundCoupon: char('refund_coupon', { length: 1 }).notNull().default('N'),
    /** How the refund was computed (Korean lines), as shown to the member. */
    refundLines: jsonb('refund_lines').$type<string[]>(),
    refundReason: varchar('refund_reason', { length: 500 }),
    refundRequestedAt: ts('refund_requested_at'),
    refundedAt: ts('refunded_at'),
    /** The operator who refunded it from the console; null: its member, by the rule (the ledger's actor). */
    refundBy: bigint('refund_by', { mode: 'number' }),
    /** The method chosen at checkout (contracts payMethods); `method` is what the provider reported. */
    payMethod: varchar('pay_method', { length: 20 }).notNull().default('card'),
    /** 0 = 일시불; 2–12 from 50,000원. */
    installmentMonths: integer('installment_months').notNull().default(0),
    /** The card company made the 할부 무이자 (Toss's card.isInterestFree). */
    interestFree: boolean('interest_free').notNull().default(false),
    /** 현금영수증 (계좌이체, 가상계좌): 'income' 소득공제용 or 'expense' 지출증빙용. */
    cashReceiptType: varchar('cash_receipt_type', { length: 10 }),
    /** The phone or business number, sealed (SEAL.cashReceipt); the masked form is shown. */
    cashReceiptIdentity: varchar('cash_receipt_identity', { length: 200 }),
    cashReceiptMasked: varchar('cash_receipt_masked', { length: 20 }),
    /** requested → issued | failed; issued → cancelled on a full refund. */
    cashReceiptStatus: varchar('cash_receipt_status', { length: 10 }),
    cashReceiptKey: varchar('cash_receipt_key', { length: 200 }),
    cashReceiptUrl: varchar('cash_receipt_url', { length: 500 }),
    /** 가상계좌: the secret Toss returned for this payment; DEPOSIT_CALLBACK must carry the same. */
    depositSecret: varchar('deposit_secret', { length: 200 }),
    /**
     * 가상계좌 refund: the buyer's account { bank, accountNumber, holderName } sealed (SEAL.refundAccount) from the
     * member's request until the provider's cancel succeeds (the retry job needs it), then dropped; only the bank
     * code and masked forms stay for display.
     */
    refundAccountSealed: varchar('refund_account_sealed', { length: 400 }),
    refundBank: varchar('refund_bank', { length: 4 }),
    refundAccountMasked: varchar('refund_account_masked', { length: 20 }),
    refundHolderMasked: varchar('refund_holder_masked', { length: 40 }),
    vaBank: varchar('va_bank', { length: 30 }),
    vaAccount: varchar('va_account', { length: 40 }),
    vaDueAt: ts('va_due_at'),
    /** 가상계좌: the 예금주 the buyer sees at the bank (the school's business name when the account was issued). */
    vaHolder: varchar('va_holder', { length: 100 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_payment_key_key').on(t.paymentKey),
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_receipt_due_idx').on(t.receiptDueAt).where(sql`${t.status} = 'awaiting_receipt'`),
    // 가상계좌 whose deadline passed are told so (notices' deposit-expiry job walks the last day of them).
    index('orders_va_due_idx').on(t.vaDueAt).where(sql`${t.vaAccount} is not null`),
    check(
      'orders_status',
      sql`${t.status} in ('pending', 'paid', 'awaiting_receipt', 'settled', 'refund_requested', 'refunded', 'failed', 'cancelled', 'expired')`,
    ),
    check('orders_amount', sql`${t.amount} >= 0 and ${t.amount} = ${t.productPrice} - ${t.couponDiscount} - ${t.pointsUsed}`),
    check('orders_parts_nonnegative', sql`${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0`),
    check('orders_refund_range', sql`${t.refundAmount} between 0 and ${t.amount} and ${t.refundPoints} between 0 and ${t.pointsUsed}`),
    check('orders_provider', sql`${t.provider} in ('toss', 'sandbox')`),
  ],
);

/** Point balance per member; the check keeps it from going negative even under parallel spends. */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('member_points_nonnegative', sql`${t.balance} >= 0`)],
);

/** Every change of a point balance, with its reason. Grants keep their unspent part for expiry. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    orderSn: bigint('order_sn', { mode: 'number' }),
    /** Grants only: when the unspent part expires, and how much is unspent. */
    expiresAt: ts('expires_at'),
    remaining: integer('remaining').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_member_idx').on(t.memberId, t.createdAt),
    index('point_ledger_expiry_idx').on(t.expiresAt).where(sql`${t.remaining} > 0`),
    check('point_ledger_reason', sql`${t.reason} in ('event', 'benefit', 'refund', 'order', 'expire', 'order_cancel', 'admin')`),
    check('point_ledger_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= greatest(${t.delta}, 0)`),
    check('point_ledger_balance', sql`${t.balanceAfter} >= 0 and ${t.delta} <> 0`),
  ],
);

/**
 * Which grants an order's points came from (decision 080): a cancelled or refunded order gives the
 * points back to these grants with their own expiry, not a fresh one.
 */
export const pointUses = pgTable(
  'point_uses',
  {
    orderSn: bigint('order_sn', { mode: 'number' }).notNull(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderSn, t.grantId] }), check('point_uses_amount_positive', sql`${t.amount} > 0`)],
);

/** The sandbox provider's own payments (shared by every API process through the database). */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentKey: varchar('payment_key', { length: 200 }).primaryKey(),
  orderId: varchar('order_id', { length: 64 }).notNull(),
  orderName: varchar('order_name', { length: 100 }).notNull(),
  amount: integer('amount').notNull(),
  /** READY (window approved, waiting for confirm), DONE, CANCELED, PARTIAL_CANCELED, ABORTED. */
  status: varchar('status', { length: 20 }).notNull(),
  /** 'slow': the confirm answers after the caller's timeout and the payment is never approved. */
  behaviour: varchar('behaviour', { length: 10 }).notNull().default('normal'),
  balanceAmount: integer('balance_amount').notNull(),
  cancels: jsonb('cancels').$type<{ cancelAmount: number; cancelReason: string; canceledAt: string; key: string }[]>().notNull().default(sql`'[]'::jsonb`),
  approvedAt: ts('approved_at'),
  /** The method the window was opened for (contracts payMethods). */
  method: varchar('method', { length: 20 }).notNull().default('card'),
  installmentMonths: integer('installment_months').notNull().default(0),
  /** 가상계좌: the secret its deposit callback carries. */
  secret: varchar('secret', { length: 64 }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Text columns kept for the record of a webhook call (payload as received, never trusted). */
export const paymentWebhooks = pgTable('payment_webhooks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  eventType: varchar('event_type', { length: 100 }).notNull(),
  paymentKey: varchar('payment_key', { length: 200 }),
  outcome: text('outcome').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/**
 * A member's request that an operator look at a refund the automatic rule does not give (or gives less
 * of): open until an operator refunds (approved) or answers why not (refused). One open request per order.
 */
export const refundReviews = pgTable(
  'refund_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderSn: bigint('order_sn', { mode: 'number' })
      .notNull()
      .references(() => orders.orderSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    answer: varchar('answer', { length: 1000 }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('refund_reviews_status', sql`${t.status} in ('open', 'approved', 'refused')`),
    uniqueIndex('refund_reviews_one_open').on(t.orderSn).where(sql`${t.status} = 'open'`),
    index('refund_reviews_status_idx').on(t.status, t.createdAt),
  ],
);
