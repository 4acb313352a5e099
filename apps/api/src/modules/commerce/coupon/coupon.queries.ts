import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../../db/client.ts';
import { coupons, memberBenefits, memberCoupons, orders } from '../../../db/schema/index.ts';

const columns = {
  id: memberCoupons.id,
  memberId: memberCoupons.memberId,
  /** The operator who made the coupon in the console: never usable on their own account (decision 080). */
  createdBy: coupons.createdBy,
  /** A teacher's coupon held by one of that teacher's own accounts: never usable (decision 132). */
  ownTeacher: sql<boolean>`(${coupons.teacherSn} is not null and exists (select 1 from teacher_accounts ta where ta.teacher_sn = ${coupons.teacherSn} and ta.member_id = ${memberCoupons.memberId}))`,
  couponSn: memberCoupons.couponSn,
  /** A teacher's coupon: its end (its last day, or the teacher ended it early) answers 3230 (decision 137). */
  teacherSn: coupons.teacherSn,
  name: coupons.name,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrder: coupons.minOrder,
  productKind: coupons.productKind,
  productIds: coupons.productIds,
  validFrom: memberCoupons.validFrom,
  validUntil: memberCoupons.validUntil,
  orderSn: memberCoupons.orderSn,
  usedAt: memberCoupons.usedAt,
  revokedAt: memberCoupons.revokedAt,
  registeredAt: memberCoupons.registeredAt,
  orderId: orders.orderId,
  orderStatus: orders.status,
  orderExpiresAt: orders.expiresAt,
};

export type CouponState = 'usable' | 'used' | 'expired';

function stateWhere(state: CouponState): SQL {
  if (state === 'used') return isNotNull(memberCoupons.usedAt);
  if (state === 'expired') return and(isNull(memberCoupons.usedAt), or(isNotNull(memberCoupons.revokedAt), lte(memberCoupons.validUntil, sql`now()`)))!;
  return and(isNull(memberCoupons.usedAt), isNull(memberCoupons.revokedAt), gt(memberCoupons.validUntil, sql`now()`))!;
}

export async function memberCouponPage(db: Conn, memberId: number, state: CouponState, page: number, size: number) {
  const rows = await db
    .select(columns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.couponSn, memberCoupons.couponSn))
    .leftJoin(orders, eq(orders.orderSn, memberCoupons.orderSn))
    .where(and(eq(memberCoupons.memberId, memberId), stateWhere(state)))
    .orderBy(state === 'usable' ? sql`${memberCoupons.validUntil} asc` : desc(memberCoupons.registeredAt), desc(memberCoupons.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows;
}

export async function memberCouponCounts(db: Conn, memberId: number) {
  const [row] = await db
    .select({
      usable: sql<number>`count(*) filter (where ${stateWhere('usable')})::int`,
      used: sql<number>`count(*) filter (where ${stateWhere('used')})::int`,
      expired: sql<number>`count(*) filter (where ${stateWhere('expired')})::int`,
    })
    .from(memberCoupons)
    .where(eq(memberCoupons.memberId, memberId));
  return { usable: row?.usable ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

export async function findMemberCoupon(db: Conn, memberId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.couponSn, memberCoupons.couponSn))
    .leftJoin(orders, eq(orders.orderSn, memberCoupons.orderSn))
    .where(and(eq(memberCoupons.id, id), eq(memberCoupons.memberId, memberId)));
  return row;
}
export type MemberCouponRow = NonNullable<Awaited<ReturnType<typeof findMemberCoupon>>>;

/** Takes the coupon for an order in one statement: of parallel attempts exactly one matches. */
export async function reserveCoupon(tx: Conn, memberId: number, id: number, orderSn: number): Promise<boolean> {
  const rows = await tx
    .update(memberCoupons)
    .set({ orderSn })
    .where(
      and(
        eq(memberCoupons.id, id),
        eq(memberCoupons.memberId, memberId),
        isNull(memberCoupons.orderSn),
        isNull(memberCoupons.usedAt),
        isNull(memberCoupons.revokedAt),
        gt(memberCoupons.validUntil, sql`now()`),
        lte(memberCoupons.validFrom, sql`now()`),
      ),
    )
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

export async function markCouponUsed(tx: Conn, orderSn: number) {
  await tx.update(memberCoupons).set({ usedAt: sql`now()` }).where(and(eq(memberCoupons.orderSn, orderSn), isNull(memberCoupons.usedAt)));
}

/** The order did not go through (or was refunded in full): the coupon is the member's again. */
export async function releaseCoupon(tx: Conn, orderSn: number) {
  await tx.update(memberCoupons).set({ orderSn: null, usedAt: null }).where(eq(memberCoupons.orderSn, orderSn));
}

export async function findCouponByCode(tx: Conn, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

export async function findCouponByIssueKind(tx: Conn, kind: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.issueKind, kind)).for('update');
  return row;
}

export async function countMemberCoupons(tx: Conn, memberId: number, couponSn: number) {
  const [row] = await tx.select({ n: count() }).from(memberCoupons).where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponSn, couponSn)));
  return row?.n ?? 0;
}

export async function issueMemberCoupon(tx: Conn, values: { memberId: number; couponSn: number; validFrom: Date; validUntil: Date }) {
  await tx.update(coupons).set({ issuedCount: sql`${coupons.issuedCount} + 1` }).where(eq(coupons.couponSn, values.couponSn));
  const [row] = await tx.insert(memberCoupons).values(values).returning({ id: memberCoupons.id });
  return row!.id;
}

/** Sign-up benefits waiting to become coupons (locked, so two requests redeem once). */
export async function grantedBenefits(tx: Conn, memberId: number, kind: string) {
  return tx
    .select({ id: memberBenefits.id, expiresAt: memberBenefits.expiresAt, grantedAt: memberBenefits.grantedAt })
    .from(memberBenefits)
    .where(and(eq(memberBenefits.memberId, memberId), eq(memberBenefits.kind, kind), eq(memberBenefits.status, 'granted')))
    .for('update', { skipLocked: true });
}

export async function hasGrantedBenefit(db: Conn, memberId: number, kind: string) {
  const [row] = await db
    .select({ id: memberBenefits.id })
    .from(memberBenefits)
    .where(and(eq(memberBenefits.memberId, memberId), eq(memberBenefits.kind, kind), eq(memberBenefits.status, 'granted')))
    .limit(1);
  return !!row;
}

export async function markBenefitRedeemed(tx: Conn, id: number) {
  await tx.update(memberBenefits).set({ status: 'redeemed', redeemedAt: sql`now()` }).where(eq(memberBenefits.id, id));
}

/** Usable coupons of a member that no other live order holds, with their rules (for quotes). */
export async function usableCoupons(db: Conn, memberId: number) {
  return db
    .select(columns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.couponSn, memberCoupons.couponSn))
    .leftJoin(orders, eq(orders.orderSn, memberCoupons.orderSn))
    .where(and(eq(memberCoupons.memberId, memberId), stateWhere('usable')))
    .orderBy(sql`${memberCoupons.validUntil} asc`, desc(memberCoupons.id))
    .limit(100);
}

/** Whether the member signs in for this teacher (a teacher's coupon is never theirs to hold, decision 132). */
export async function isTeacherAccount(tx: Conn, memberId: number, teacherSn: number): Promise<boolean> {
  const rows = await tx.execute(sql`select 1 from teacher_accounts where member_id = ${memberId} and teacher_sn = ${teacherSn}`);
  return rows.rows.length > 0;
}
