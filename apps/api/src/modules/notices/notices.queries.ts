import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { inquiries, noticeLog, orders } from '../../db/schema/index.ts';

/** The order as a notice tells it (read only; commerce owns the table). */
export async function orderForNotice(db: Conn, orderId: string) {
  const [row] = await db
    .select({
      memberId: orders.memberId,
      orderName: orders.orderName,
      amount: orders.amount,
      pointsUsed: orders.pointsUsed,
      couponDiscount: orders.couponDiscount,
      status: orders.status,
      refundAmount: orders.refundAmount,
      refundPoints: orders.refundPoints,
      payMethod: orders.payMethod,
      vaBank: orders.vaBank,
      vaAccount: orders.vaAccount,
      vaHolder: orders.vaHolder,
      vaDueAt: orders.vaDueAt,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return row;
}

/** The inquiry as its answer notice tells it (read only; the customer centre owns the table). */
export async function inquiryForNotice(db: Conn, inquirySn: number) {
  const [row] = await db
    .select({ memberId: inquiries.memberId, contactEmail: inquiries.contactEmail, title: inquiries.title, answeredAt: inquiries.answeredAt })
    .from(inquiries)
    .where(eq(inquiries.inquirySn, inquirySn));
  return row;
}

/** Claims the right to send one notice; false when it was sent already. */
export async function claimNotice(db: Conn, kind: string, ref: string, channel: 'mail' | 'sms' | 'push'): Promise<boolean> {
  const rows = await db.insert(noticeLog).values({ kind, ref, channel }).onConflictDoNothing().returning({ kind: noticeLog.kind });
  return rows.length > 0;
}

/** A failed send is given back, so the next report of the event tries again. */
export async function releaseNotice(db: Conn, kind: string, ref: string, channel: 'mail' | 'sms' | 'push'): Promise<void> {
  await db.delete(noticeLog).where(sql`${noticeLog.kind} = ${kind} and ${noticeLog.ref} = ${ref} and ${noticeLog.channel} = ${channel}`);
}

export async function orderIdOfPayment(db: Conn, paymentKey: string): Promise<string | undefined> {
  const [row] = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.paymentKey, paymentKey));
  return row?.orderId;
}

/**
 * 가상계좌 orders that lapsed unpaid in the last day and were not yet announced (the order-reconcile job or Toss's
 * callback ends them; this only reads). Walks orders_va_due_idx.
 */
export async function lapsedDepositOrders(db: Conn, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        sql`${orders.vaAccount} is not null`,
        sql`${orders.vaDueAt} > now() - interval '1 day'`,
        sql`${orders.vaDueAt} <= now()`,
        eq(orders.status, 'expired'),
        sql`not exists (select 1 from ${noticeLog} where ${noticeLog.kind} = 'va_expired' and ${noticeLog.ref} = ${orders.orderId})`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orderId);
}
