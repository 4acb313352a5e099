import { and, desc, eq, ne } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { members, orders, refundReviews } from '../../../db/schema/index.ts';

export type ReviewRow = typeof refundReviews.$inferSelect;

export async function insertReview(db: Conn, v: { orderSn: number; memberId: number; reason: string }): Promise<ReviewRow> {
  const [row] = await db.insert(refundReviews).values(v).returning();
  return row!;
}

export async function latestReview(db: Conn, orderSn: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(refundReviews).where(eq(refundReviews.orderSn, orderSn)).orderBy(desc(refundReviews.id)).limit(1);
  return row;
}

export function reviewList(db: Conn, state: 'open' | 'decided') {
  return db
    .select({
      review: refundReviews,
      orderId: orders.orderId,
      orderName: orders.orderName,
      amount: orders.amount,
      orderStatus: orders.status,
      paidAt: orders.paidAt,
      payMethod: orders.payMethod,
      refundBank: orders.refundBank,
      refundAccountMasked: orders.refundAccountMasked,
      refundHolderMasked: orders.refundHolderMasked,
      email: members.email,
    })
    .from(refundReviews)
    .innerJoin(orders, eq(orders.orderSn, refundReviews.orderSn))
    .innerJoin(members, eq(members.id, refundReviews.memberId))
    .where(state === 'open' ? eq(refundReviews.status, 'open') : ne(refundReviews.status, 'open'))
    .orderBy(state === 'open' ? refundReviews.createdAt : desc(refundReviews.decidedAt))
    .limit(200);
}

/** The open review with its order id, locked for the decision. */
export async function lockOpenReview(tx: Conn, id: number) {
  const [row] = await tx
    .select({ review: refundReviews, orderId: orders.orderId, orderName: orders.orderName })
    .from(refundReviews)
    .innerJoin(orders, eq(orders.orderSn, refundReviews.orderSn))
    .where(and(eq(refundReviews.id, id), eq(refundReviews.status, 'open')))
    .for('update', { of: refundReviews });
  return row;
}

export async function decide(tx: Conn, id: number, v: { status: 'approved' | 'refused'; answer: string; decidedBy: number }): Promise<void> {
  await tx
    .update(refundReviews)
    .set({ ...v, decidedAt: new Date() })
    .where(eq(refundReviews.id, id));
}

/** Where to tell a member of the decision: none for an account that is sleeping or gone. */
export async function reachableEmail(db: Conn, memberId: number): Promise<string | null> {
  const [row] = await db.select({ email: members.email, status: members.status }).from(members).where(eq(members.id, memberId));
  return row && (row.status === 'active' || row.status === 'suspended') ? row.email : null;
}
