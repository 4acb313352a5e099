import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { appendLedger, type LedgerActor, type LedgerKind, type LedgerSource } from '../../../db/ledger.ts';
import { memberPoints, orders, pointLedger, pointUses } from '../../../db/schema/index.ts';

export type PointReason = 'event' | 'benefit' | 'refund' | 'order' | 'expire' | 'order_cancel' | 'admin';

export async function pointBalance(db: Conn, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, memberId));
  return row?.balance ?? 0;
}

/**
 * Changes the balance in one statement: a spend larger than the balance matches no row
 * (and the check constraint backs this up), so parallel spends can never go negative.
 * Returns the new balance, or null when the balance was too small.
 */
export async function changeBalance(tx: Conn, memberId: number, delta: number): Promise<number | null> {
  if (delta > 0) {
    const [row] = await tx
      .insert(memberPoints)
      .values({ memberId, balance: delta })
      .onConflictDoUpdate({ target: memberPoints.memberId, set: { balance: sql`${memberPoints.balance} + ${delta}`, updatedAt: sql`now()` } })
      .returning({ balance: memberPoints.balance });
    return row!.balance;
  }
  const [row] = await tx
    .update(memberPoints)
    .set({ balance: sql`${memberPoints.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(memberPoints.memberId, memberId), sql`${memberPoints.balance} + ${delta} >= 0`))
    .returning({ balance: memberPoints.balance });
  return row?.balance ?? null;
}

/** What a point movement is in the one ledger (decision 103). */
function ledgerKind(reason: PointReason, source: LedgerSource): LedgerKind {
  if (source.type === 'contest') return 'contest_prize';
  if (reason === 'order') return 'points_spent';
  if (reason === 'expire') return 'points_expired';
  if (reason === 'refund' || reason === 'order_cancel') return 'points_returned';
  return reason === 'admin' ? 'points_granted' : 'points_earned';
}

/**
 * A point movement: the member's point history row and, in the same transaction, its row of the one ledger
 * (decision 103) with what it came from and who moved it, both named by every caller (issue 42).
 */
export async function insertLedger(
  tx: Conn,
  row: {
    memberId: number;
    delta: number;
    balanceAfter: number;
    reason: PointReason;
    description: string;
    orderSn?: number | null;
    expiresAt?: Date | null;
    remaining?: number;
    source: LedgerSource;
    actor: LedgerActor;
  },
) {
  await tx
    .insert(pointLedger)
    .values({
      memberId: row.memberId,
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      description: row.description,
      orderSn: row.orderSn ?? null,
      expiresAt: row.expiresAt ?? null,
      remaining: row.remaining ?? (row.delta > 0 && row.expiresAt ? row.delta : 0),
    });
  await appendLedger(tx, {
    memberId: row.memberId,
    kind: ledgerKind(row.reason, row.source),
    source: row.source,
    points: row.delta,
    actor: row.actor,
    reason: row.description,
  });
}

/**
 * Spends from the grants that expire first (locked), so expiry later takes only what is left; for an
 * order, which grants paid is kept (point_uses) so a refund can give them back as they were.
 */
export async function consumeGrants(tx: Conn, memberId: number, amount: number, orderSn: number | null) {
  let left = amount;
  const grants = await tx
    .select({ id: pointLedger.id, remaining: pointLedger.remaining })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), gt(pointLedger.remaining, 0)))
    .orderBy(asc(pointLedger.expiresAt), asc(pointLedger.id))
    .for('update');
  const uses: { orderSn: number; grantId: number; amount: number }[] = [];
  for (const g of grants) {
    if (left <= 0) break;
    const take = Math.min(g.remaining, left);
    await tx.update(pointLedger).set({ remaining: g.remaining - take }).where(eq(pointLedger.id, g.id));
    if (orderSn !== null) uses.push({ orderSn, grantId: g.id, amount: take });
    left -= take;
  }
  if (uses.length > 0) await tx.insert(pointUses).values(uses);
}

/** The grants an order's points came from, latest expiry first (locked; given back at most once). */
export async function takePointUses(tx: Conn, orderSn: number): Promise<{ grantId: number; amount: number; expiresAt: Date | null }[]> {
  const rows = await tx
    .select({ grantId: pointUses.grantId, amount: pointUses.amount, expiresAt: pointLedger.expiresAt })
    .from(pointUses)
    .innerJoin(pointLedger, eq(pointLedger.id, pointUses.grantId))
    .where(eq(pointUses.orderSn, orderSn))
    .orderBy(desc(pointLedger.expiresAt), desc(pointUses.grantId))
    .for('update', { of: pointUses });
  await tx.delete(pointUses).where(eq(pointUses.orderSn, orderSn));
  return rows;
}

/** Grants past their expiry with an unspent part: the expiry job writes them off. */
export async function lapsedGrants(db: Conn, limit: number) {
  return db
    .select({ id: pointLedger.id, memberId: pointLedger.memberId })
    .from(pointLedger)
    .where(and(gt(pointLedger.remaining, 0), lte(pointLedger.expiresAt, sql`now()`)))
    .limit(limit);
}

/** Locks one lapsed grant and zeroes it; returns what was left, or 0 if another process took it. */
export async function takeLapsedGrant(tx: Conn, id: number): Promise<number> {
  const [row] = await tx
    .select({ remaining: pointLedger.remaining })
    .from(pointLedger)
    .where(and(eq(pointLedger.id, id), gt(pointLedger.remaining, 0), lte(pointLedger.expiresAt, sql`now()`)))
    .for('update', { skipLocked: true });
  if (!row) return 0;
  await tx.update(pointLedger).set({ remaining: 0 }).where(eq(pointLedger.id, id));
  return row.remaining;
}

export async function ledgerPage(db: Conn, memberId: number, page: number, size: number) {
  const [total] = await db.select({ n: count() }).from(pointLedger).where(eq(pointLedger.memberId, memberId));
  const rows = await db
    .select({
      delta: pointLedger.delta,
      balanceAfter: pointLedger.balanceAfter,
      reason: pointLedger.reason,
      description: pointLedger.description,
      orderId: orders.orderId,
      expiresAt: pointLedger.expiresAt,
      createdAt: pointLedger.createdAt,
    })
    .from(pointLedger)
    .leftJoin(orders, eq(orders.orderSn, pointLedger.orderSn))
    .where(eq(pointLedger.memberId, memberId))
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: total?.n ?? 0, rows };
}

export async function expiringSoon(db: Conn, memberId: number, days: number) {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${pointLedger.remaining}), 0)::int`, first: sql<Date | null>`min(${pointLedger.expiresAt})` })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), gt(pointLedger.remaining, 0), lte(pointLedger.expiresAt, sql`now() + make_interval(days => ${days})`)));
  return { amount: row?.amount ?? 0, first: row?.first ? new Date(row.first) : null };
}
