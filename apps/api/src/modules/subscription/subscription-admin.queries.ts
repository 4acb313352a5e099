import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { members, subscriptionCharges, subscriptionPlans, subscriptions } from '../../db/schema/index.ts';

const row = {
  subscriptionSn: subscriptions.subscriptionSn,
  memberId: subscriptions.memberId,
  email: members.email,
  planName: subscriptionPlans.name,
  months: subscriptionPlans.months,
  status: subscriptions.status,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  periodEnd: subscriptions.periodEnd,
  endedAt: subscriptions.endedAt,
  nextAttemptAt: subscriptions.nextAttemptAt,
  retries: subscriptions.retries,
  agreedPrice: subscriptions.agreedPrice,
  startedAt: subscriptions.startedAt,
};
export type AdminRow = Awaited<ReturnType<typeof listSubscriptions>>[number];

/** Subscriptions that started (sign-ups whose first charge failed are left out), newest first. */
export async function listSubscriptions(db: Conn, filter: { statuses?: string[]; reserved?: boolean; subscriptionSn?: number }) {
  const conditions = [sql`${subscriptions.endReason} is distinct from 'signup_failed' and ${subscriptions.endReason} is distinct from 'signing_up'`];
  if (filter.statuses) conditions.push(inArray(subscriptions.status, filter.statuses));
  if (filter.reserved !== undefined) conditions.push(eq(subscriptions.cancelAtPeriodEnd, filter.reserved));
  if (filter.subscriptionSn !== undefined) conditions.push(eq(subscriptions.subscriptionSn, filter.subscriptionSn));
  return db
    .select(row)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.planSn, subscriptions.planSn))
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .where(and(...conditions))
    .orderBy(desc(subscriptions.subscriptionSn))
    .limit(200);
}

export async function countByState(db: Conn): Promise<Record<string, number>> {
  const rows = await db
    .select({
      state: sql<string>`case when ${subscriptions.status} = 'active' and ${subscriptions.cancelAtPeriodEnd} then 'cancel_reserved' else ${subscriptions.status} end`,
      n: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(sql`${subscriptions.endReason} is distinct from 'signup_failed' and ${subscriptions.endReason} is distinct from 'signing_up'`)
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * Live subscribers' monthly value from the one ledger (decision 103): each live subscription's last charge as paid,
 * a yearly plan's counting a twelfth a month. The outer table is named in full: inside the subquery an unqualified
 * column would mean the inner table's.
 */
export async function monthlyRevenue(db: Conn): Promise<number> {
  const [r] = await db
    .select({
      mrr: sql<number>`coalesce(sum((select l.won from ledger_entries l join subscription_charges c on l.source_type = 'charge' and l.source_id = c.charge_sn::text
        where c.subscription_sn = "subscriptions"."subscription_sn" and l.kind = 'charge_payment' order by l.occurred_at desc, l.entry_id desc limit 1)::numeric / ${subscriptionPlans.months}), 0)::float8`,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.planSn, subscriptions.planSn))
    .where(inArray(subscriptions.status, ['active', 'retrying']));
  return Math.round(r?.mrr ?? 0);
}

/** Live at `since` and ended (canceled, lapsed, refunded, not agreed) after it. */
export async function churnSince(db: Conn, since: Date): Promise<{ liveThen: number; ended: number }> {
  const [r] = await db
    .select({
      liveThen: sql<number>`count(*) filter (where ${subscriptions.startedAt} <= ${since.toISOString()}::timestamptz and (${subscriptions.endedAt} is null or ${subscriptions.endedAt} > ${since.toISOString()}::timestamptz))::int`,
      ended: sql<number>`count(*) filter (where ${subscriptions.startedAt} <= ${since.toISOString()}::timestamptz and ${subscriptions.endedAt} > ${since.toISOString()}::timestamptz)::int`,
    })
    .from(subscriptions)
    .where(sql`${subscriptions.endReason} is distinct from 'signup_failed' and ${subscriptions.endReason} is distinct from 'signing_up'`);
  return { liveThen: r?.liveThen ?? 0, ended: r?.ended ?? 0 };
}

/** Renewal attempts (not first payments) per Korean day since `since`: failed and paid. */
export async function renewalsPerDay(db: Conn, since: Date) {
  return db
    .select({
      date: sql<string>`to_char(${subscriptionCharges.attemptedAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`,
      failed: sql<number>`count(*) filter (where ${subscriptionCharges.status} = 'failed')::int`,
      paid: sql<number>`count(*) filter (where ${subscriptionCharges.status} = 'paid')::int`,
    })
    .from(subscriptionCharges)
    .where(and(gte(subscriptionCharges.attemptedAt, since), sql`${subscriptionCharges.periodNo} > 1`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function liveCountByPlan(db: Conn): Promise<Map<number, number>> {
  const rows = await db
    .select({ planSn: subscriptions.planSn, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(inArray(subscriptions.status, ['active', 'retrying']))
    .groupBy(subscriptions.planSn);
  return new Map(rows.map((r) => [r.planSn, r.n]));
}
