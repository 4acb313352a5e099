import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RefundQuote } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDaysAfter } from '../../lib/business-days.ts';
import { coupons, courses, entitlements, lectures, memberPoints, orders, pointLedger, retainedRecords } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

let t: TestContext;
let h: ReturnType<typeof api>;
let stockCourse: number;
const ALL_1M = 1;
const ALL_3M = 2;

async function newMember(points = 0): Promise<{ id: number; tokens: Tokens; password: string; email: string }> {
  const m = await createMember(t);
  if (points) {
    await t.database.db.insert(memberPoints).values({ memberId: m.id, balance: points });
    await t.database.db.insert(pointLedger).values({ memberId: m.id, delta: points, balanceAfter: points, reason: 'event', description: '테스트 적립', remaining: points, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  }
  return { id: m.id, tokens: await login(t, m), password: m.password, email: m.email };
}

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db.insert(coupons).values({ name: '테스트 쿠폰', discountType: 'fixed', discountValue: 5_000, validDays: 30, ...values });
}

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TIMEOUT_MS: '300' });
  h = api(t);
  const [s] = await t.database.db.select({ id: courses.courseSn }).from(courses).where(sql`${courses.caSn} < 200 and ${courses.passIncluded} = 'Y'`).limit(1);
  stockCourse = s!.id;
});
afterAll(() => t.close());

describe('coupons', () => {
  it('registers a code once per member; percent coupons are capped; limits hold', async () => {
    await addCoupon({ code: 'PCT-20', discountType: 'percent', discountValue: 20, maxDiscount: 15_000, productKind: 'pass' });
    const m = await newMember();
    const reg = await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'pct-20' });
    expect(reg.data).toMatchObject({ name: '테스트 쿠폰', discount_type: 'percent', max_discount: 15_000, applies_to: '이용권 전용', status: 'usable' });
    expect((await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'PCT-20' })).code).toBe('4031');
    // 20 % of 59,000 = 11,800; of 159,000 = 31,800 → capped at 15,000.
    const q1 = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: ALL_1M, coupon_id: reg.data.coupon_id });
    expect(q1.data.amount).toBe(47_200);
    const q3 = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: ALL_3M, coupon_id: reg.data.coupon_id });
    expect(q3.data.coupon_discount).toBe(15_000);
    const courseProduct = 100 + stockCourse;
    expect((await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: courseProduct, coupon_id: reg.data.coupon_id })).code).toBe('4034');

    await addCoupon({ code: 'ONE-LEFT', totalLimit: 1 });
    expect((await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'ONE-LEFT' })).code).toBe('0000');
    const other = await newMember();
    expect((await h.call('POST', '/api/payment/coupon', other.tokens, { cp_no: 'ONE-LEFT' })).code).toBe('4036');
    await addCoupon({ code: 'OLD', validUntil: new Date(Date.now() - 1000), validFrom: new Date(Date.now() - 86_400_000) });
    expect((await h.call('POST', '/api/payment/coupon', other.tokens, { cp_no: 'OLD' })).code).toBe('4032');
    await addCoupon({ code: 'BIG-MIN', minOrder: 100_000 });
    const big = await h.call('POST', '/api/payment/coupon', other.tokens, { cp_no: 'BIG-MIN' });
    expect((await h.call('POST', '/api/payment/order', other.tokens, { product_id: ALL_1M, coupon_id: big.data.coupon_id })).code).toBe('4035');
    const list = await h.call('GET', '/api/my/coupon?status=usable&page=1&size=1', other.tokens);
    expect(list.data).toMatchObject({ total: 1, page: 1, size: 1 });
  });

  it('10 parallel orders with one single-use coupon: exactly one gets it', async () => {
    await addCoupon({ code: 'RACE' });
    const m = await newMember();
    const c = await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'RACE' });
    const results = await Promise.all(Array.from({ length: 10 }, () => h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, coupon_id: c.data.coupon_id })));
    const won = results.filter((r) => r.code === '0000');
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.code !== '0000').every((r) => r.code === '4038')).toBe(true);
    expect(won[0]!.data.amount).toBe(54_000);
    const held = await t.database.db.select().from(orders).where(eq(orders.memberId, m.id));
    expect(held).toHaveLength(1);
  });
});

describe('points', () => {
  it('parallel spends never take the balance below zero; every change is a ledger row', async () => {
    const m = await newMember(30_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, points: 10_000 })));
    const ok = results.filter((r) => r.code === '0000');
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.code !== '0000').every((r) => r.code === '4041')).toBe(true);
    const balance = await h.call('GET', '/api/my/balance', m.tokens);
    expect(balance.data.balance).toBe(0);
    const ledger = balance.data.ledger as { delta: number; balance_after: number; reason: string }[];
    expect(ledger.filter((l) => l.reason === 'order').map((l) => l.delta)).toEqual([-10_000, -10_000, -10_000]);
    expect(ledger.every((l) => l.balance_after >= 0)).toBe(true);
    expect(balance.data.expiring_soon).toBe(0);
  });

  it('lapsed grants expire with a ledger row', async () => {
    const m = await newMember(2_000);
    await t.database.db.update(pointLedger).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pointLedger.memberId, m.id));
    // The job itself: run the expiry the way the scheduler does.
    const { PointsService } = await import('./points/points.service.ts');
    expect(await new PointsService(t.database.db).expire()).toBe(1);
    const balance = await h.call('GET', '/api/my/balance', m.tokens);
    expect(balance.data.balance).toBe(0);
    expect(balance.data.ledger[0]).toMatchObject({ reason: 'expire', delta: -2_000, balance_after: 0 });
  });
});

describe('refunds', () => {
  it('within 7 days with nothing played: everything back, access ends, points and coupon return', async () => {
    await addCoupon({ code: 'REFUND-ME' });
    const m = await newMember(4_000);
    const c = await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'REFUND-ME' });
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M, coupon_id: c.data.coupon_id, points: 4_000 });
    const quote = await h.call<RefundQuote>('GET', `/api/my/payment/${orderId}/refund`, m.tokens);
    expect(quote.data).toMatchObject({ refundable: true, rule: 'full_7days', amount: 50_000, points_returned: 4_000, coupon_returned: true });
    expect(quote.data.lines.join(' ')).toMatch(/전액 환불/);
    const done = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 50_000 });
    expect(done.data).toMatchObject({ status: 'refunded', status_label: '환불 완료', refunded_amount: 50_000, refunded_points: 4_000, valid_until: null });
    expect((await h.call('GET', `/api/rs/access/${stockCourse}`, m.tokens)).code).toBe('3010');
    expect((await h.call('GET', '/api/my/balance', m.tokens)).data.balance).toBe(4_000);
    expect((await h.call('GET', '/api/my/coupon', m.tokens)).data.list[0]).toMatchObject({ coupon_id: c.data.coupon_id, status: 'usable' });
    expect((await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 50_000 })).code).toBe('4050');
  });

  it('after playing, the academy rule: a partial cancel of the computed amount', async () => {
    const m = await newMember();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M });
    // A lecture the pass unlocks, handed out by its playlist (decision 080).
    const [lecture] = await t.database.db
      .select({ lcNo: lectures.lcNo })
      .from(lectures)
      .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
      .where(sql`${courses.isFree} = 'N' and ${courses.passIncluded} = 'Y' and ${lectures.isPreview} = 'N' and ${lectures.mediaKey} is not null`)
      .limit(1);
    expect((await h.call('GET', `/api/rs/play/${lecture!.lcNo}`, m.tokens)).data.media).not.toBeNull();
    // 12 days into the month: before 1/2 → half.
    await t.database.db.update(entitlements).set({ validFrom: sql`now() - interval '11 days'`, validUntil: sql`now() - interval '11 days' + interval '1 month'` }).where(eq(entitlements.memberId, m.id));
    const quote = await h.call('GET', `/api/my/payment/${orderId}/refund`, m.tokens);
    expect(quote.data).toMatchObject({ rule: 'academy_pro_rata', amount: 29_500, coupon_returned: false });
    const changed = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000 });
    expect(changed).toMatchObject({ code: '4051', data: { amount: 29_500 } });
    const done = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 29_500, reason: '시간이 없어요' });
    expect(done.data).toMatchObject({ status: 'refunded', refunded_amount: 29_500 });
    const [payment] = await t.database.db.execute<{ status: string; balance_amount: number }>(
      sql`select status, balance_amount from sandbox_payments where order_id = ${orderId}`,
    ).then((r) => r.rows);
    expect(payment).toMatchObject({ status: 'PARTIAL_CANCELED', balance_amount: 29_500 });
  });
});

describe('escrow receipt (구매확정)', () => {
  it('the deadline is 3 Korean business days after payment; the member may confirm before', async () => {
    const m = await newMember();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M });
    const detail = await h.call('GET', `/api/my/payment/${orderId}`, m.tokens);
    expect(detail.data.receipt_due_at).toBe(businessDaysAfter(new Date(detail.data.paid_at as string), 3).toISOString());
    const confirmed = await h.call('POST', `/api/my/payment/${orderId}/confirm`, m.tokens);
    expect(confirmed.data).toMatchObject({ status: 'settled', status_label: '구매확정', can_confirm: false });
    expect((await h.call('POST', `/api/my/payment/${orderId}/confirm`, m.tokens)).code).toBe('0000');
  });

  it('past the deadline it settles by itself, once, even with two processes running the job', async () => {
    const m = await newMember();
    const due = await h.buy(m.tokens, { product_id: ALL_1M });
    const notYet = await h.buy(m.tokens, { product_id: ALL_1M });
    await t.database.db.update(orders).set({ receiptDueAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, due));
    const { createCommerce } = await import('./commerce.ts');
    const a = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) });
    const b = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) });
    const settled = await Promise.all([a.payments.settleDue(), b.payments.settleDue()]);
    expect(settled[0] + settled[1]).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select({ orderId: orders.orderId, status: orders.status, settledBy: orders.settledBy }).from(orders).where(eq(orders.memberId, m.id));
    expect(rows.find((r) => r.orderId === due)).toMatchObject({ status: 'settled', settledBy: 'auto' });
    expect(rows.find((r) => r.orderId === notYet)!.status).toBe('awaiting_receipt');
  });
});

describe('webhook', () => {
  it('is applied only as the provider reports it, and a replay changes nothing', async () => {
    const m = await newMember();
    const o = await h.order(m.tokens, { product_id: ALL_1M });
    const back = await h.windowChoice(o.order_id, 'approve');
    // Sent before the payment is approved: the provider says READY, so nothing is granted.
    const early = await h.call('POST', '/api/payment/webhook', null, { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: back.query.paymentKey, orderId: o.order_id, status: 'DONE' } });
    expect(early.data.outcome).toBe('unchanged');
    expect(await t.database.db.select().from(entitlements).where(eq(entitlements.memberId, m.id))).toHaveLength(0);
    await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 });
    const replay = await h.call('POST', '/api/payment/webhook', null, { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: back.query.paymentKey, status: 'DONE' } });
    expect(replay.data.outcome).toBe('unchanged');
    expect(await t.database.db.select().from(entitlements).where(eq(entitlements.memberId, m.id))).toHaveLength(1);
    const forged = await h.call('POST', '/api/payment/webhook', null, { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'sandbox_forged', status: 'DONE' } });
    expect(forged.data.outcome).toBe('ignored: unknown payment');
  });
});

describe('records', () => {
  it('withdrawal keeps payment records 5 years (1 year at 10,000 won or less)', async () => {
    const m = await newMember();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M });
    await h.call('POST', `/api/my/payment/${orderId}/confirm`, m.tokens);
    const res = await t.request({ method: 'DELETE', url: '/api/my/user/withdrawal', headers: { authorization: `Bearer ${m.tokens.accessToken}` }, payload: { refreshToken: m.tokens.refreshToken, user_password: m.password } });
    expect(res.json().code).toBe('0000');
    const kept = await t.database.db.select().from(retainedRecords).where(eq(retainedRecords.memberId, m.id));
    const record = kept.find((r) => r.kind === 'payment_record');
    expect(record!.data).toMatchObject({ order_id: orderId, amount: 59_000 });
    const years = (record!.purgeAfter.getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(4.9);
    expect(years).toBeLessThan(5.1);
  });
});
