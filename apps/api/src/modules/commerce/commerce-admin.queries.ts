import { eq, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { coupons, ledgerEntries, memberCoupons, members, orders, subscriptionCharges, subscriptionPlans, subscriptions } from '../../db/schema/index.ts';

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
    teacher_sn: number | null;
    teacher_name: string | null;
  }>(sql`
    select coalesce(c.batch, c.coupon_sn::text) as key, c.batch,
      case when c.batch is null then min(c.coupon_sn) end as coupon_sn,
      min(c.name) as name, min(c.discount_type) as discount_type, min(c.discount_value) as discount_value, min(c.max_discount) as max_discount,
      case when c.batch is null then min(c.code) end as code,
      count(distinct c.coupon_sn)::int as codes,
      count(mc.id)::int as registered,
      count(mc.used_at)::int as used,
      min(c.valid_until) as valid_until, min(c.created_at) as created_at,
      min(c.teacher_sn) as teacher_sn, min(t.name) as teacher_name
    from ${coupons} c left join ${memberCoupons} mc on mc.coupon_sn = c.coupon_sn
      left join teachers t on t.teacher_sn = c.teacher_sn
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

export type AdminPurchaseRow = {
  source: 'order' | 'subscription';
  order_id: string;
  member_id: number;
  email: string;
  order_name: string;
  status: string;
  amount: number;
  points_used: number;
  refund_amount: number;
  paid_at: Date | null;
  refunded_at: Date | null;
  pay_method: string;
  refund_bank: string | null;
  refund_account_masked: string | null;
  refund_holder_masked: string | null;
  total: number;
};

/**
 * The console's purchase list (decision 110): orders and, beside them, paid subscription charges — a purchase like an
 * order. 'refundable' lists only orders (a charge is refunded from the member's 구독 page). A charge's state: voided
 * (paid without its subscription, cancelled in full), refund_requested while frozen, refunded once money went back.
 */
export async function purchasesForConsole(db: Conn, state: 'refundable' | 'refund_requested' | 'refunded' | 'all', q: string | undefined, page: number) {
  const orderStates = {
    refundable: sql`o.status in ('paid', 'awaiting_receipt', 'settled')`,
    refund_requested: sql`o.status = 'refund_requested'`,
    refunded: sql`o.status = 'refunded'`,
    all: sql`o.status <> 'pending'`,
  }[state];
  const chargeStates = {
    refundable: sql`false`,
    refund_requested: sql`p.status = 'refund_requested'`,
    refunded: sql`p.status in ('refunded', 'voided')`,
    all: sql`true`,
  }[state];
  const term = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const match = (id: SQL) => (term ? sql`and (${id} ilike ${term} or m.email ilike ${term})` : sql``);
  const result = await db.execute<AdminPurchaseRow>(sql`
    select u.*, count(*) over ()::int as total from (
      select 'order' as source, o.order_sn as sn, o.order_id, o.member_id, m.email, o.order_name, o.status, o.amount,
        o.points_used, o.refund_amount, o.paid_at, o.refunded_at, o.pay_method, o.refund_bank, o.refund_account_masked,
        o.refund_holder_masked, coalesce(o.paid_at, o.created_at) as at
      from ${orders} o join ${members} m on m.id = o.member_id
      where ${orderStates} ${match(sql`o.order_id`)}
      union all
      select 'subscription', p.charge_sn, p.order_id, p.member_id, p.email, p.order_name, p.status, p.amount, 0,
        p.refunded_amount, p.settled_at, p.refunded_at, 'card', null, null, null, p.settled_at
      from (
        select c.charge_sn, c.order_id, c.member_id, m.email, c.amount, c.refunded_amount, c.settled_at,
          pl.name || ' 구독 ' || c.period_no || '회차' as order_name,
          case when c.status = 'voided' then 'voided' when c.refunding_at is not null then 'refund_requested'
               when c.refunded_amount > 0 then 'refunded' else 'paid' end as status,
          (select max(l.occurred_at) from ${ledgerEntries} l
            where l.kind = 'charge_refund' and l.source_type = 'charge' and l.source_id = c.charge_sn::text) as refunded_at
        from ${subscriptionCharges} c
        join ${subscriptions} s on s.subscription_sn = c.subscription_sn
        join ${subscriptionPlans} pl on pl.plan_sn = s.plan_sn
        join ${members} m on m.id = c.member_id
        where c.status in ('paid', 'voided') ${match(sql`c.order_id`)}
      ) p
      where ${chargeStates}
    ) u
    order by u.at desc nulls last, u.sn desc
    limit 30 offset ${(page - 1) * 30}`);
  return result.rows;
}
