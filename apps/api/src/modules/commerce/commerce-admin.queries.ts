import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { coupons, memberCoupons, members, orders } from '../../db/schema/index.ts';

export type CouponValues = typeof coupons.$inferInsert;

/** Inserts coupons, skipping codes that already exist; returns the codes actually inserted. */
export async function insertCoupons(tx: Conn, rows: CouponValues[]): Promise<{ couponSn: number; code: string | null }[]> {
  if (rows.length === 0) return [];
  return tx.insert(coupons).values(rows).onConflictDoNothing().returning({ couponSn: coupons.couponSn, code: coupons.code });
}

export async function codeTaken(tx: Conn, code: string): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`1` }).from(coupons).where(eq(coupons.code, code));
  return row !== undefined;
}

/** Console list: single coupons one per row, batches grouped; with registrations and uses. */
export async function couponSummaries(db: Conn) {
  const result = await db.execute<{
    key: string;
    batch: string | null;
    coupon_sn: number | null;
    name: string;
    discount_type: string;
    discount_value: number;
    max_discount: number | null;
    code: string | null;
    codes: number;
    registered: number;
    used: number;
    valid_until: Date | null;
    created_at: Date;
  }>(sql`
    select coalesce(c.batch, c.coupon_sn::text) as key, c.batch,
      case when c.batch is null then min(c.coupon_sn) end as coupon_sn,
      min(c.name) as name, min(c.discount_type) as discount_type, min(c.discount_value) as discount_value, min(c.max_discount) as max_discount,
      case when c.batch is null then min(c.code) end as code,
      count(distinct c.coupon_sn)::int as codes,
      count(mc.id)::int as registered,
      count(mc.used_at)::int as used,
      min(c.valid_until) as valid_until, min(c.created_at) as created_at
    from ${coupons} c left join ${memberCoupons} mc on mc.coupon_sn = c.coupon_sn
    where c.issue_kind is null
    group by coalesce(c.batch, c.coupon_sn::text), c.batch
    order by min(c.created_at) desc
    limit 200`);
  return result.rows;
}

/** Every code of a batch with who registered it and the order that used it (CSV export). */
export function batchCodes(db: Conn, batch: string) {
  return db
    .select({ code: coupons.code, name: coupons.name, email: members.email, registeredAt: memberCoupons.registeredAt, usedAt: memberCoupons.usedAt, orderId: orders.orderId })
    .from(coupons)
    .leftJoin(memberCoupons, eq(memberCoupons.couponSn, coupons.couponSn))
    .leftJoin(members, eq(members.id, memberCoupons.memberId))
    .leftJoin(orders, eq(orders.orderSn, memberCoupons.orderSn))
    .where(eq(coupons.batch, batch))
    .orderBy(coupons.couponSn);
}

/** Orders for the console's refund screen. */
export async function ordersForRefunds(db: Conn, state: 'refundable' | 'refund_requested' | 'refunded' | 'all', q: string | undefined, page: number) {
  const states = {
    refundable: sql`${orders.status} in ('paid', 'awaiting_receipt', 'settled')`,
    refund_requested: sql`${orders.status} = 'refund_requested'`,
    refunded: sql`${orders.status} = 'refunded'`,
    all: sql`${orders.status} <> 'pending'`,
  }[state];
  const term = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      orderId: orders.orderId,
      memberId: orders.memberId,
      email: members.email,
      orderName: orders.orderName,
      status: orders.status,
      amount: orders.amount,
      pointsUsed: orders.pointsUsed,
      refundAmount: orders.refundAmount,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      payMethod: orders.payMethod,
      refundBank: orders.refundBank,
      refundAccountMasked: orders.refundAccountMasked,
      refundHolderMasked: orders.refundHolderMasked,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(term ? sql`${states} and (${orders.orderId} ilike ${term} or ${members.email} ilike ${term})` : states)
    .orderBy(sql`${orders.orderSn} desc`)
    .limit(30)
    .offset((page - 1) * 30);
}
