import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { categories, courses, entitlements, ledgerEntries, orders, retainedRecords, subscriptionCharges, subscriptionPlans, subscriptions } from '../../../db/schema/index.ts';

/** Inserts kept records with an explicit purge date (counted from the payment, not from today). */
export async function insertRetainedUntil(tx: Conn, rows: { memberId: number; kind: string; data: unknown; purgeAfter: Date }[]) {
  if (rows.length === 0) return;
  await tx.insert(retainedRecords).values(rows.map((r) => ({ memberId: r.memberId, kind: r.kind, data: r.data, purgeAfter: sql`${r.purgeAfter.toISOString()}::timestamptz` })));
}

/** The member's passes, subscriptions and courses that can still be watched, latest end last. */
export function liveAccess(db: Conn, memberId: number) {
  return db
    .select({
      kind: entitlements.kind,
      courseSn: entitlements.courseSn,
      courseTitle: courses.title,
      caSn: entitlements.caSn,
      pCaSn: categories.pCaSn,
      categoryTitle: categories.title,
      orderName: sql<string | null>`coalesce(${orders.orderName}, ${subscriptionPlans.name})`,
      validUntil: entitlements.validUntil,
    })
    .from(entitlements)
    .leftJoin(courses, eq(courses.courseSn, entitlements.courseSn))
    .leftJoin(categories, eq(categories.caSn, entitlements.caSn))
    .leftJoin(orders, eq(orders.orderSn, entitlements.orderSn))
    // A subscription's access (docs/decisions/093) is named by its plan, not as a pass given by hand.
    .leftJoin(subscriptions, eq(subscriptions.entitlementSn, entitlements.entitlementSn))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.planSn, subscriptions.planSn))
    .where(and(eq(entitlements.memberId, memberId), or(isNull(entitlements.validUntil), gt(entitlements.validUntil, sql`now()`))))
    .orderBy(entitlements.validUntil)
    .limit(100);
}

/** The member's subscription charges that took money (paid, or voided and given back): payment records like orders. */
export function chargeRecords(tx: Conn, memberId: number) {
  return tx
    .select({
      orderId: subscriptionCharges.orderId,
      planName: subscriptionPlans.name,
      periodNo: subscriptionCharges.periodNo,
      amount: subscriptionCharges.amount,
      paymentKey: subscriptionCharges.paymentKey,
      status: subscriptionCharges.status,
      paidAt: subscriptionCharges.settledAt,
      refundAmount: subscriptionCharges.refundedAmount,
      refundedAt: sql<Date | null>`(select max(${ledgerEntries.occurredAt}) from ${ledgerEntries} where ${ledgerEntries.kind} = 'charge_refund' and ${ledgerEntries.sourceType} = 'charge' and ${ledgerEntries.sourceId} = ${subscriptionCharges.chargeSn}::text)`,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.subscriptionSn, subscriptionCharges.subscriptionSn))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.planSn, subscriptions.planSn))
    .where(and(eq(subscriptionCharges.memberId, memberId), inArray(subscriptionCharges.status, ['paid', 'voided'])));
}
