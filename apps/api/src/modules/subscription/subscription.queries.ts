import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.ts';
import { appendLedger, type LedgerActor } from '../../db/ledger.ts';
import {
  entitlements,
  lectureDeliveries,
  lectures,
  members,
  subscriptionCharges,
  subscriptionConsents,
  subscriptionFirstPeriods,
  subscriptionPlans,
  subscriptionRegistrations,
  subscriptions,
} from '../../db/schema/index.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;

export async function listPlans(db: Conn, onSaleOnly: boolean): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(onSaleOnly ? eq(subscriptionPlans.onSale, true) : undefined)
    .orderBy(subscriptionPlans.months);
}

export async function findPlan(db: Conn, planSn: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.planSn, planSn));
  return row;
}

export async function updatePlan(db: Conn, planSn: number, values: Partial<typeof subscriptionPlans.$inferInsert>): Promise<PlanRow | undefined> {
  const [row] = await db.update(subscriptionPlans).set({ ...values, updatedAt: sql`now()` }).where(eq(subscriptionPlans.planSn, planSn)).returning();
  return row;
}

/** Scheduled price changes whose day has come become the price. */
export async function applyDuePrices(db: Conn, now: Date): Promise<void> {
  await db
    .update(subscriptionPlans)
    .set({ price: sql`${subscriptionPlans.nextPrice}`, nextPrice: null, nextPriceAt: null, updatedAt: sql`now()` })
    .where(and(isNotNull(subscriptionPlans.nextPriceAt), lte(subscriptionPlans.nextPriceAt, now)));
}

export async function insertRegistration(db: Conn, row: typeof subscriptionRegistrations.$inferInsert): Promise<void> {
  await db.insert(subscriptionRegistrations).values(row);
}

/** Takes a registration once (a second activation with the same customerKey finds nothing). */
export async function takeRegistration(db: Conn, memberId: number, customerKey: string) {
  const [row] = await db
    .update(subscriptionRegistrations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(subscriptionRegistrations.customerKey, customerKey),
        eq(subscriptionRegistrations.memberId, memberId),
        isNull(subscriptionRegistrations.usedAt),
        gt(subscriptionRegistrations.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .returning();
  return row;
}

/** The member's live subscription (active or retrying), or their latest one that ever started. */
export async function findCurrent(db: Conn, memberId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), or(isNull(subscriptions.endReason), sql`${subscriptions.endReason} <> 'signup_failed'`)))
    .orderBy(sql`${subscriptions.status} in ('active', 'retrying') desc`, desc(subscriptions.subscriptionSn))
    .limit(1);
  return row;
}

export async function findLive(db: Conn, memberId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), inArray(subscriptions.status, ['active', 'retrying'])));
  return row;
}

/** The live subscription, locked: a cancel, a refund and a charge's answer for it are applied one after the other. */
export async function lockLive(tx: Conn, memberId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), inArray(subscriptions.status, ['active', 'retrying'])))
    .for('update');
  return row;
}

/** Takes the member's one first period for this sign-up: false when an earlier sign-up already took it. */
export async function claimFirstPeriod(tx: Conn, memberId: number, subscriptionSn: number): Promise<boolean> {
  const rows = await tx.insert(subscriptionFirstPeriods).values({ memberId, subscriptionSn }).onConflictDoNothing().returning({ memberId: subscriptionFirstPeriods.memberId });
  return rows.length > 0;
}

/** Whether the member's first period is already taken (what the plans page tells; the key above decides). */
export async function firstPeriodTaken(db: Conn, memberId: number): Promise<boolean> {
  const [row] = await db.select({ memberId: subscriptionFirstPeriods.memberId }).from(subscriptionFirstPeriods).where(eq(subscriptionFirstPeriods.memberId, memberId));
  return row !== undefined;
}

/** A sign-up that never started gives its first period back. */
export async function releaseFirstPeriod(tx: Conn, subscriptionSn: number): Promise<void> {
  await tx.delete(subscriptionFirstPeriods).where(eq(subscriptionFirstPeriods.subscriptionSn, subscriptionSn));
}

/**
 * Sign-ups left half-made (the process stopped between the registration and its first charge): with no charge row
 * after `before` they end as failed, so the member's one registration key is free again.
 */
export async function endAbandonedSignups(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ endReason: 'signup_failed', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.endReason, 'signing_up'),
          lte(subscriptions.startedAt, before),
          sql`not exists (select 1 from ${subscriptionCharges} c where c.subscription_sn = ${subscriptions.subscriptionSn})`,
        ),
      )
      .returning({ sn: subscriptions.subscriptionSn });
    if (ended.length > 0) await tx.delete(subscriptionFirstPeriods).where(inArray(subscriptionFirstPeriods.subscriptionSn, ended.map((e) => e.sn)));
    return ended.length;
  });
}

export async function findSubscription(db: Conn, subscriptionSn: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionSn, subscriptionSn));
  return row;
}

export async function lockSubscription(tx: Conn, subscriptionSn: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionSn, subscriptionSn)).for('update');
  return row;
}

export async function insertSubscription(db: Conn, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values(row).returning();
  return created!;
}

export async function updateSubscription(db: Conn, subscriptionSn: number, values: Partial<typeof subscriptions.$inferInsert>, onlyIf?: ReturnType<typeof sql>) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(onlyIf ? and(eq(subscriptions.subscriptionSn, subscriptionSn), onlyIf) : eq(subscriptions.subscriptionSn, subscriptionSn))
    .returning();
  return row;
}

/** Subscriptions whose renewal day or next retry has come. */
export async function listDue(db: Conn, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'active'), lte(subscriptions.periodEnd, now)),
        and(eq(subscriptions.status, 'retrying'), lte(subscriptions.nextAttemptAt, now)),
      ),
    )
    .orderBy(subscriptions.subscriptionSn);
}

/** Claims one attempt: null when another run already has it (the unique (subscription, period, attempt)). */
export async function claimCharge(db: Conn, row: typeof subscriptionCharges.$inferInsert): Promise<ChargeRow | null> {
  const [created] = await db.insert(subscriptionCharges).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Moves a charge out of pending/unknown once: the caller acts on the result only when it got the row. */
export async function settleCharge(db: Conn, chargeSn: number, values: Partial<typeof subscriptionCharges.$inferInsert>): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(subscriptionCharges)
    .set(values)
    .where(and(eq(subscriptionCharges.chargeSn, chargeSn), inArray(subscriptionCharges.status, ['pending', 'unknown'])))
    .returning();
  return row;
}

export async function markUnknown(db: Conn, chargeSn: number, code: string, message: string): Promise<void> {
  await db
    .update(subscriptionCharges)
    .set({ status: 'unknown', failureCode: code, failureMessage: message.slice(0, 300) })
    .where(and(eq(subscriptionCharges.chargeSn, chargeSn), eq(subscriptionCharges.status, 'pending')));
}

/** Charges whose answer was lost, or left pending by a process that stopped; voided ones whose cancel is still owed. */
export async function listUnsettled(db: Conn, now: Date): Promise<ChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(
      or(
        eq(subscriptionCharges.status, 'unknown'),
        and(eq(subscriptionCharges.status, 'pending'), lte(subscriptionCharges.attemptedAt, new Date(now.getTime() - 2 * 60_000))),
        and(eq(subscriptionCharges.status, 'voided'), sql`${subscriptionCharges.refundedAmount} < ${subscriptionCharges.amount}`),
      ),
    )
    .orderBy(subscriptionCharges.chargeSn);
}

/** A voided charge's cancel went through at the provider: all of it is back with the member. */
/** Marks a voided charge given back; false when it already was (a repeated cancel). */
export async function markVoidRefunded(db: Conn, chargeSn: number): Promise<boolean> {
  const rows = await db
    .update(subscriptionCharges)
    .set({ refundedAmount: sql`${subscriptionCharges.amount}` })
    .where(and(eq(subscriptionCharges.chargeSn, chargeSn), eq(subscriptionCharges.status, 'voided'), lt(subscriptionCharges.refundedAmount, subscriptionCharges.amount)))
    .returning({ chargeSn: subscriptionCharges.chargeSn });
  return rows.length > 0;
}

export async function listCharges(db: Conn, subscriptionSn: number): Promise<ChargeRow[]> {
  return db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionSn, subscriptionSn)).orderBy(desc(subscriptionCharges.chargeSn));
}

export async function findPaidCharge(db: Conn, subscriptionSn: number, periodNo: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.subscriptionSn, subscriptionSn), eq(subscriptionCharges.periodNo, periodNo), eq(subscriptionCharges.status, 'paid')));
  return row;
}

export async function insertConsent(db: Conn, row: typeof subscriptionConsents.$inferInsert): Promise<void> {
  await db.insert(subscriptionConsents).values(row);
}

/** The all-courses pass the subscription grants (the access rule of course.access.ts reads it as any pass). */
export async function grantAccess(db: Conn, memberId: number, from: Date, until: Date): Promise<number> {
  const [row] = await db
    .insert(entitlements)
    .values({ memberId, kind: 'pass', courseSn: null, caSn: null, orderSn: null, validFrom: from, validUntil: until })
    .returning({ sn: entitlements.entitlementSn });
  return row!.sn;
}

/** Moves the end of the subscription's access; ended at once, a period that just began starts a moment earlier. */
export async function setAccessUntil(db: Conn, entitlementSn: number | null, until: Date): Promise<void> {
  if (entitlementSn === null) return;
  const at = until.toISOString();
  await db
    .update(entitlements)
    .set({ validFrom: sql`least(${entitlements.validFrom}, ${at}::timestamptz - interval '1 millisecond')`, validUntil: until })
    .where(eq(entitlements.entitlementSn, entitlementSn));
}

export async function memberContact(db: Conn, memberId: number): Promise<{ email: string; hpno: string | null; status: string } | undefined> {
  const [row] = await db.select({ email: members.email, hpno: members.hpno, status: members.status }).from(members).where(eq(members.id, memberId));
  return row;
}

/** Lectures handed out under this charge (decision 103), in course and lecture order: what the period delivered. */
export async function deliveredUnderCharge(db: Conn, chargeSn: number): Promise<string[]> {
  const rows = await db
    .select({ title: lectures.title })
    .from(lectureDeliveries)
    .innerJoin(lectures, eq(lectures.lcNo, lectureDeliveries.lcNo))
    .where(eq(lectureDeliveries.chargeSn, chargeSn))
    .orderBy(lectures.courseSn, lectures.sortOrder, lectures.lcNo);
  return rows.map((r) => r.title);
}

/**
 * The paid charge of a period, locked for update: a delivery under it takes a shared lock first (play.queries.ts), so
 * once this returns, every delivery that will ever count for it has committed or will find it frozen.
 */
export async function lockPaidCharge(tx: Conn, subscriptionSn: number, periodNo: number): Promise<ChargeRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.subscriptionSn, subscriptionSn), eq(subscriptionCharges.periodNo, periodNo), eq(subscriptionCharges.status, 'paid')))
    .for('update');
  return row;
}

/** Freezes (a date, with the cash asked for) or unfreezes (null) access under a charge while its refund is with the provider. */
export async function setChargeRefunding(db: Conn, chargeSn: number, at: Date | null, amount: number | null = null): Promise<void> {
  await db.update(subscriptionCharges).set({ refundingAt: at, refundingAmount: at ? amount : null }).where(eq(subscriptionCharges.chargeSn, chargeSn));
}

/** Refunds frozen for over two minutes: their provider answer was lost (one under way is younger). Decision 110. */
export async function listRefundsOwed(db: Conn, now: Date): Promise<ChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(and(isNotNull(subscriptionCharges.refundingAt), lte(subscriptionCharges.refundingAt, new Date(now.getTime() - 2 * 60_000)), eq(subscriptionCharges.refundedAmount, 0)))
    .orderBy(subscriptionCharges.chargeSn);
}

/**
 * A subscription refund the provider confirmed, in one transaction: the subscription ends with its access, the charge
 * keeps the amount (freeze lifted) and the ledger its row. `false` when it was already finished (the once-only key).
 */
export async function finishChargeRefund(tx: Conn, charge: ChargeRow, sub: SubscriptionRow, planName: string, cash: number, now: Date, actor: LedgerActor): Promise<boolean> {
  const [done] = await tx
    .update(subscriptionCharges)
    .set({ refundedAmount: sql`${subscriptionCharges.refundedAmount} + ${cash}`, refundingAt: null, refundingAmount: null })
    .where(and(eq(subscriptionCharges.chargeSn, charge.chargeSn), eq(subscriptionCharges.refundedAmount, 0)))
    .returning({ chargeSn: subscriptionCharges.chargeSn });
  if (!done) return false;
  await updateSubscription(tx, sub.subscriptionSn, { status: 'refunded', endReason: 'refunded', endedAt: now, nextAttemptAt: null });
  await setAccessUntil(tx, sub.entitlementSn, now);
  await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_refund', source: { type: 'charge', id: charge.chargeSn }, won: -cash, actor, reason: `구독 환불 (${planName} ${charge.periodNo}회차)` });
  return true;
}

/** Live subscribers of a plan, for the price-change notice. */
export async function listLiveForNotice(db: Db) {
  return db
    .select({ sub: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.planSn, subscriptions.planSn))
    .where(inArray(subscriptions.status, ['active', 'retrying']));
}

export function statusCondition(status: string) {
  return sql`${subscriptions.status} = ${status}`;
}

/** The notice for this date not sent yet (claimed by the update that sets it). */
export function noticeCondition(kind: 'renewal' | 'price', at: Date) {
  const column = kind === 'renewal' ? subscriptions.renewalNoticeFor : subscriptions.priceNoticeFor;
  return sql`${column} is distinct from ${at.toISOString()}::timestamptz`;
}

export function reservedCondition() {
  return sql`${subscriptions.status} = 'active' and ${subscriptions.cancelAtPeriodEnd}`;
}

export function isLive(status: string): boolean {
  return status === 'active' || status === 'retrying';
}

export function liveCondition() {
  return sql`${subscriptions.status} in ('active', 'retrying')`;
}
