import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appendLedger } from '../ledger.ts';
import { coupons, courses, entitlements, memberPoints, members, orders, pointLedger, products } from '../schema/index.ts';
import { DEMO_MEMBER } from './demo.ts';

/**
 * Products and coupons (docs/decisions/020, 022). Fixed ids below the identity start
 * so links stay stable: passes 1–6, single courses 100 + course_sn.
 */
export const SEED_PASSES = [
  { productId: 1, title: '전체 강의 이용권 1개월', months: 1, price: 59_000, scopeType: 'all', caSn: null },
  { productId: 2, title: '전체 강의 이용권 3개월', months: 3, price: 159_000, scopeType: 'all', caSn: null },
  { productId: 3, title: '전체 강의 이용권 12개월', months: 12, price: 490_000, scopeType: 'all', caSn: null },
  { productId: 4, title: '해외선물 이용권 1개월', months: 1, price: 39_000, scopeType: 'category', caSn: 254 },
  { productId: 5, title: '해외선물 이용권 3개월', months: 3, price: 105_000, scopeType: 'category', caSn: 254 },
  { productId: 6, title: '해외선물 이용권 12개월', months: 12, price: 329_000, scopeType: 'category', caSn: 254 },
] as const;

/** Days a single course stays open after purchase. */
export const COURSE_ACCESS_DAYS = 365;
export const courseProductId = (courseSn: number) => 100 + courseSn;

export async function insertProducts(tx: Tx): Promise<void> {
  await tx
    .insert(products)
    .values(SEED_PASSES.map((p, i) => ({ ...p, kind: 'pass', days: p.months * 30, sortOrder: i })))
    .onConflictDoNothing();
  const paid = await tx.select({ courseSn: courses.courseSn, title: courses.title, price: courses.price }).from(courses).where(and(eq(courses.isFree, 'N'), sql`${courses.price} > 0`));
  if (paid.length === 0) return;
  await tx
    .insert(products)
    .values(
      paid.map((c) => ({
        productId: courseProductId(c.courseSn),
        kind: 'course',
        title: c.title.slice(0, 200),
        price: c.price,
        days: COURSE_ACCESS_DAYS,
        scopeType: 'course',
        courseSn: c.courseSn,
        sortOrder: 100,
      })),
    )
    .onConflictDoNothing();
}

/** The sign-up 환영 쿠폰 as a real coupon definition (sign-up's member_benefits row becomes one of these). */
export const WELCOME_COUPON = { name: '신규 회원 환영 쿠폰', discountValue: 10_000, minOrder: 30_000, validDays: 30 } as const;

export async function insertWelcomeCoupon(tx: Tx): Promise<void> {
  await tx
    .insert(coupons)
    .values({
      couponSn: 1,
      issueKind: 'welcome',
      name: WELCOME_COUPON.name,
      discountType: 'fixed',
      discountValue: WELCOME_COUPON.discountValue,
      minOrder: WELCOME_COUPON.minOrder,
      validFrom: new Date('2020-01-01T00:00:00Z'),
      validDays: WELCOME_COUPON.validDays,
    })
    .onConflictDoNothing();
}

/** A sample code to try coupon registration (sandbox and development only). */
export const DEMO_COUPON_CODE = 'DEMO-5000';

export async function insertDemoCommerce(tx: Tx): Promise<void> {
  const now = new Date();
  await tx
    .insert(coupons)
    .values({
      couponSn: 2,
      code: DEMO_COUPON_CODE,
      name: '예시 쿠폰 5,000원 할인',
      discountType: 'fixed',
      discountValue: 5_000,
      minOrder: 20_000,
      validFrom: new Date('2020-01-01T00:00:00Z'),
      validDays: 90,
      totalLimit: 100_000,
    })
    .onConflictDoNothing();

  const [demo] = await tx.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBER.email));
  if (!demo) return;
  // The demo pass becomes a seeded purchase: a settled order for the 12-month all-courses pass.
  const pass = SEED_PASSES[2];
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + pass.months);
  const [order] = await tx
    .insert(orders)
    .values({
      orderId: `ord_seed_demo_${demo.id}`,
      memberId: demo.id,
      productId: pass.productId,
      orderName: pass.title,
      status: 'settled',
      productPrice: pass.price,
      amount: pass.price,
      provider: 'sandbox',
      paymentKey: `sandbox_seed_demo_${demo.id}`,
      method: '카드 (예시 결제)',
      receiptToken: `seed-${demo.id}-${now.getTime()}`,
      expiresAt: now,
      paidAt: now,
      receiptDueAt: now,
      settledAt: now,
      settledBy: 'auto',
    })
    .onConflictDoNothing()
    .returning({ orderSn: orders.orderSn });
  if (!order) return;
  const updated = await tx
    .update(entitlements)
    .set({ orderSn: order.orderSn, validUntil: until })
    .where(and(eq(entitlements.memberId, demo.id), eq(entitlements.kind, 'pass'), isNull(entitlements.orderSn)))
    .returning({ id: entitlements.entitlementSn });
  if (updated.length === 0) {
    await tx.insert(entitlements).values({ memberId: demo.id, kind: 'pass', orderSn: order.orderSn, validFrom: now, validUntil: until });
  }
  // Sample points to try paying with points (labelled in the ledger).
  await tx.insert(memberPoints).values({ memberId: demo.id, balance: 5_000 }).onConflictDoNothing();
  await tx.insert(pointLedger).values({
    memberId: demo.id,
    delta: 5_000,
    balanceAfter: 5_000,
    reason: 'event',
    description: '예시 적립 포인트',
    expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    remaining: 5_000,
  });
  // Both in the one ledger, as every payment and point movement is (decision 103).
  await appendLedger(tx, { memberId: demo.id, kind: 'order_payment', source: { type: 'order', id: order.orderSn }, won: pass.price, actor: { type: 'member' }, reason: pass.title });
  await appendLedger(tx, { memberId: demo.id, kind: 'points_earned', source: { type: 'event', id: 'seed' }, points: 5_000, actor: { type: 'system' }, reason: '예시 적립 포인트' });
}
