import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { entitlements, lectureDeliveries, lectures, members, orders, products } from '../../../db/schema/index.ts';

const orderColumns = {
  orderSn: orders.orderSn,
  orderId: orders.orderId,
  memberId: orders.memberId,
  productId: orders.productId,
  productKind: products.kind,
  productMonths: products.months,
  productDays: products.days,
  scopeType: products.scopeType,
  scopeCaSn: products.caSn,
  scopeCourseSn: products.courseSn,
  orderName: orders.orderName,
  status: orders.status,
  productPrice: orders.productPrice,
  memberCouponId: orders.memberCouponId,
  couponName: orders.couponName,
  couponDiscount: orders.couponDiscount,
  pointsUsed: orders.pointsUsed,
  amount: orders.amount,
  provider: orders.provider,
  paymentKey: orders.paymentKey,
  confirmingUntil: orders.confirmingUntil,
  method: orders.method,
  receiptUrl: orders.receiptUrl,
  receiptToken: orders.receiptToken,
  failCode: orders.failCode,
  failReason: orders.failReason,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
  receiptDueAt: orders.receiptDueAt,
  settledAt: orders.settledAt,
  refundAmount: orders.refundAmount,
  refundPoints: orders.refundPoints,
  refundLines: orders.refundLines,
  refundCoupon: orders.refundCoupon,
  refundRequestedAt: orders.refundRequestedAt,
  refundedAt: orders.refundedAt,
  refundBy: orders.refundBy,
  createdAt: orders.createdAt,
  payMethod: orders.payMethod,
  installmentMonths: orders.installmentMonths,
  interestFree: orders.interestFree,
  cashReceiptType: orders.cashReceiptType,
  cashReceiptIdentity: orders.cashReceiptIdentity,
  cashReceiptMasked: orders.cashReceiptMasked,
  cashReceiptStatus: orders.cashReceiptStatus,
  cashReceiptKey: orders.cashReceiptKey,
  cashReceiptUrl: orders.cashReceiptUrl,
  depositSecret: orders.depositSecret,
  refundAccountSealed: orders.refundAccountSealed,
  refundBank: orders.refundBank,
  refundAccountMasked: orders.refundAccountMasked,
  refundHolderMasked: orders.refundHolderMasked,
  vaBank: orders.vaBank,
  vaAccount: orders.vaAccount,
  vaDueAt: orders.vaDueAt,
  vaHolder: orders.vaHolder,
  validFrom: sql<Date | null>`(select min(${entitlements.validFrom}) from ${entitlements} where ${entitlements.orderSn} = ${orders.orderSn})`,
  validUntil: sql<Date | null>`(select max(${entitlements.validUntil}) from ${entitlements} where ${entitlements.orderSn} = ${orders.orderSn})`,
};

export type OrderRow = Omit<Awaited<ReturnType<typeof selectOrders>>[number], 'validFrom' | 'validUntil'> & { validFrom: Date | null; validUntil: Date | null };

function selectOrders(db: Conn) {
  return db.select(orderColumns).from(orders).innerJoin(products, eq(products.productId, orders.productId));
}

/** Timestamps from raw subqueries arrive as text. */
function normalise<T extends { validFrom: unknown; validUntil: unknown }>(r: T): Omit<T, 'validFrom' | 'validUntil'> & { validFrom: Date | null; validUntil: Date | null } {
  return { ...r, validFrom: r.validFrom ? new Date(r.validFrom as string) : null, validUntil: r.validUntil ? new Date(r.validUntil as string) : null };
}

export async function insertOrder(tx: Conn, values: typeof orders.$inferInsert): Promise<number> {
  const [row] = await tx.insert(orders).values(values).returning({ orderSn: orders.orderSn });
  return row!.orderSn;
}

export async function findOrder(db: Conn, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.orderId, orderId));
  return row ? normalise(row) : undefined;
}

/** The order a payment key was confirmed for (a webhook that names no order id). */
export async function findOrderByPaymentKey(db: Conn, paymentKey: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.paymentKey, paymentKey));
  return row ? normalise(row) : undefined;
}

/** Locks the order row for the rest of the transaction: confirms, webhooks and refunds of one order queue here. */
export async function lockOrder(tx: Conn, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(tx).where(eq(orders.orderId, orderId)).for('update', { of: orders });
  return row ? normalise(row) : undefined;
}

export async function updateOrder(tx: Conn, orderSn: number, set: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.orderSn, orderSn));
}

/** Pending orders past their time, oldest first (for the expiry sweep and before a member's new order). */
export async function stalePendingOrders(db: Conn, memberId: number | null, limit: number) {
  return db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.expiresAt, sql`now()`),
        sql`(${orders.confirmingUntil} is null or ${orders.confirmingUntil} < now())`,
        memberId === null ? undefined : eq(orders.memberId, memberId),
      ),
    )
    .orderBy(orders.expiresAt)
    .limit(limit);
}

export async function orderPage(db: Conn, memberId: number, from: Date | null, to: Date | null, page: number, size: number) {
  const where = and(
    eq(orders.memberId, memberId),
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
    // Orders the member never paid for and that simply lapsed are noise in the history.
    sql`(${orders.status} not in ('pending', 'expired') or ${orders.paymentKey} is not null)`,
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderSn))
    .limit(size)
    .offset((page - 1) * size);
  return { total: total?.n ?? 0, rows: rows.map(normalise) };
}

/** Escrow: every purchase whose receipt deadline passed is settled, each by exactly one statement. */
export async function settleDue(db: Conn, limit: number, at: Date): Promise<number> {
  const rows = await db.execute(sql`
    update ${orders} set status = 'settled', settled_at = now(), settled_by = 'auto', updated_at = now()
    where order_sn in (
      select order_sn from ${orders} where status = 'awaiting_receipt' and receipt_due_at <= ${at.toISOString()}::timestamptz
      order by receipt_due_at limit ${limit} for update skip locked)
    returning order_sn`);
  return rows.rows.length;
}

// ── entitlements ─────────────────────────────────────────────────────────

/** Serialises grants per member so "extend from the current end" sees every earlier grant. */
export async function lockMemberGrants(tx: Conn, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7240011, ${memberId}::int)`);
}

/** The latest end of the member's live entitlements of the same pass scope (null: none). */
export async function latestPassEnd(tx: Conn, memberId: number, caSn: number | null): Promise<Date | null> {
  const [row] = await tx
    .select({ end: sql<string | null>`max(${entitlements.validUntil})` })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.memberId, memberId),
        eq(entitlements.kind, 'pass'),
        caSn === null ? isNull(entitlements.caSn) : eq(entitlements.caSn, caSn),
        isNotNull(entitlements.validUntil),
        sql`${entitlements.validUntil} > now()`,
      ),
    );
  return row?.end ? new Date(row.end) : null;
}

export async function insertEntitlement(tx: Conn, values: typeof entitlements.$inferInsert) {
  await tx.insert(entitlements).values(values);
}

/** Ends access granted by an order (refund): rows not started are removed, running ones end now. */
export async function endEntitlements(tx: Conn, orderSn: number) {
  await tx.delete(entitlements).where(and(eq(entitlements.orderSn, orderSn), sql`${entitlements.validFrom} >= now()`));
  await tx
    .update(entitlements)
    .set({ validUntil: sql`now()` })
    .where(and(eq(entitlements.orderSn, orderSn), sql`(${entitlements.validUntil} is null or ${entitlements.validUntil} > now())`));
}

export async function ownsCourse(db: Conn, memberId: number, courseSn: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.memberId, memberId),
        eq(entitlements.kind, 'course'),
        eq(entitlements.courseSn, courseSn),
        sql`(${entitlements.validUntil} is null or ${entitlements.validUntil} > now())`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Lectures handed out under this order (decision 080), in course and lecture order, with their titles. */
export async function deliveredLectures(db: Conn, orderSn: number): Promise<{ lcNo: number; courseSn: number; title: string }[]> {
  return db
    .select({ lcNo: lectures.lcNo, courseSn: lectures.courseSn, title: lectures.title })
    .from(lectureDeliveries)
    .innerJoin(lectures, eq(lectures.lcNo, lectureDeliveries.lcNo))
    .where(eq(lectureDeliveries.orderSn, orderSn))
    .orderBy(lectures.courseSn, lectures.sortOrder, lectures.lcNo);
}

/** Paid orders of a member, for the records kept after withdrawal. */
export async function paymentRecords(tx: Conn, memberId: number) {
  return tx
    .select({
      orderId: orders.orderId,
      orderName: orders.orderName,
      amount: orders.amount,
      pointsUsed: orders.pointsUsed,
      couponDiscount: orders.couponDiscount,
      productPrice: orders.productPrice,
      provider: orders.provider,
      paymentKey: orders.paymentKey,
      method: orders.method,
      status: orders.status,
      paidAt: orders.paidAt,
      refundAmount: orders.refundAmount,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), isNotNull(orders.paidAt)));
}

/** Orders that block withdrawal: running purchases and unfinished refunds. */
export async function openOrders(db: Conn, memberId: number) {
  return db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.status, ['awaiting_receipt', 'refund_requested'])));
}


export async function refundsInProgress(db: Conn, limit: number) {
  return db
    .select({ orderId: orders.orderId })
    .from(orders)
    // A 가상계좌 refund whose account the bank refused waits for a new one (the member's form or the console).
    .where(and(eq(orders.status, 'refund_requested'), lt(orders.refundRequestedAt, sql`now() - interval '1 minute'`), or(ne(orders.payMethod, 'virtual_account'), isNotNull(orders.refundAccountSealed))))
    .limit(limit);
}

/**
 * Takes the confirm lease of a pending order in one autocommit statement (no lock held
 * while the provider answers). Of parallel confirms exactly one gets it.
 */
export async function claimConfirm(db: Conn, orderSn: number, paymentKey: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentKey, confirmingUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.orderSn, orderSn),
        eq(orders.status, 'pending'),
        sql`(${orders.paymentKey} is null or ${orders.paymentKey} = ${paymentKey})`,
        sql`(${orders.confirmingUntil} is null or ${orders.confirmingUntil} < now())`,
      ),
    )
    .returning({ orderSn: orders.orderSn });
  return rows.length === 1;
}

/** The account's role ('member', 'staff', 'admin'): refunds to an operator's account need an admin. */
export async function memberRole(db: Conn, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ role: members.role }).from(members).where(eq(members.id, memberId));
  return row?.role;
}

/** 현금영수증 still to issue (paid) or to cancel (fully refunded): what the cash-receipt job retries. */
export async function cashReceiptsDue(db: Conn, limit: number): Promise<{ orderId: string }[]> {
  return db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      sql`(${orders.cashReceiptStatus} = 'requested' and ${orders.status} in ('paid', 'awaiting_receipt', 'settled', 'refund_requested'))
        or (${orders.cashReceiptStatus} = 'issued' and ${orders.status} in ('refunded', 'cancelled') and ${orders.refundAmount} in (0, ${orders.amount}))`,
    )
    .orderBy(orders.orderSn)
    .limit(limit);
}

/**
 * The latest end of the member's running passes that open this course (a pass opens only pass-included courses,
 * in its category branch or everywhere): undefined when none does, null when one never ends.
 */
export async function passCoverEnd(db: Conn, memberId: number, courseSn: number): Promise<Date | null | undefined> {
  const rows = await db.execute<{ until: string | Date | null }>(sql`
    with recursive up(ca_sn, p_ca_sn) as (
      select cat.ca_sn, cat.p_ca_sn from categories cat join courses c on c.ca_sn = cat.ca_sn
        where c.course_sn = ${courseSn} and c.pass_included = 'Y'
      union all select cat.ca_sn, cat.p_ca_sn from categories cat join up on cat.ca_sn = up.p_ca_sn)
    select e.valid_until as until from entitlements e
    where e.member_id = ${memberId} and e.kind = 'pass' and e.valid_from <= now()
      and (e.valid_until is null or e.valid_until > now())
      and exists (select 1 from courses c where c.course_sn = ${courseSn} and c.pass_included = 'Y')
      and (e.ca_sn is null or e.ca_sn in (select ca_sn from up))
    order by e.valid_until desc nulls first limit 1`);
  const row = rows.rows[0];
  if (!row) return undefined;
  return row.until === null ? null : new Date(row.until);
}
