import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { OrderDetail, ProductsResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, memberBenefits, memberPoints, orders, pointLedger, sandboxPayments } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

let t: TestContext;
let h: ReturnType<typeof api>;
let futuresCourse: number;
let stockCourse: number;

const ALL_1M = 1;
const FUTURES_1M = 4;

async function newMember(opts: { welcome?: boolean; points?: number } = {}): Promise<{ id: number; tokens: Tokens }> {
  const m = await createMember(t);
  if (opts.welcome) await t.database.db.insert(memberBenefits).values({ memberId: m.id, kind: 'welcome_coupon', expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  if (opts.points) {
    await t.database.db.insert(memberPoints).values({ memberId: m.id, balance: opts.points });
    await t.database.db.insert(pointLedger).values({ memberId: m.id, delta: opts.points, balanceAfter: opts.points, reason: 'event', description: '테스트 적립', remaining: opts.points, expiresAt: new Date(Date.now() + 86_400_000 * 30) });
  }
  return { id: m.id, tokens: await login(t, m) };
}

const entitlementsOf = (memberId: number) => t.database.db.select().from(entitlements).where(eq(entitlements.memberId, memberId));
const access = (courseSn: number, tokens: Tokens) => h.call('GET', `/api/rs/access/${courseSn}`, tokens);

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TIMEOUT_MS: '300' });
  h = api(t);
  const [f] = await t.database.db.select({ id: courses.courseSn }).from(courses).where(sql`${courses.caSn} in (255, 256, 257) and ${courses.passIncluded} = 'Y'`).limit(1);
  const [s] = await t.database.db.select({ id: courses.courseSn }).from(courses).where(sql`${courses.caSn} < 200 and ${courses.passIncluded} = 'Y'`).limit(1);
  futuresCourse = f!.id;
  stockCourse = s!.id;
});
afterAll(() => t.close());

describe('products', () => {
  it('lists passes with the monthly price and what they unlock, and single courses at their catalogue price', async () => {
    const r = await h.call<ProductsResponse>('GET', '/api/payment/products');
    expect(r.code).toBe('0000');
    const passes = r.data.passes;
    expect(passes.map((p) => p.months)).toEqual([1, 3, 12, 1, 3, 12]);
    const year = passes.find((p) => p.product_id === 3)!;
    expect(year).toMatchObject({ price: 490_000, monthly_price: 40_830, list_price: 708_000, vat: 44_545 });
    expect(year.includes[0]).toMatch(/전체 강의.*강의 \d+개를 12개월/);
    const futures = passes.find((p) => p.product_id === FUTURES_1M)!;
    expect(futures.scope).toMatchObject({ type: 'category', ca_sn: 254, title: '해외선물' });
    expect(futures.course_count).toBeLessThan(year.course_count);
    const [c] = await t.database.db.select({ price: courses.price }).from(courses).where(eq(courses.courseSn, futuresCourse));
    expect(r.data.courses.find((p) => p.scope.course_sn === futuresCourse)!.price).toBe(c!.price);
  });

  it('for one course: the single course and the passes that include it', async () => {
    const f = await h.call<ProductsResponse>('GET', `/api/payment/products?course_sn=${futuresCourse}`);
    expect(f.data.passes.map((p) => p.product_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(f.data.courses).toHaveLength(1);
    const s = await h.call<ProductsResponse>('GET', `/api/payment/products?course_sn=${stockCourse}`);
    expect(s.data.passes.map((p) => p.product_id)).toEqual([1, 2, 3]);
  });
});

describe('the quote warns about what the member already holds', () => {
  const singleOf = async (courseSn: number) => (await h.call<ProductsResponse>('GET', `/api/payment/products?course_sn=${courseSn}`)).data.courses[0]!.product_id;

  it('a running pass that opens the course, or the same pass running on, is said before paying; other courses say nothing', async () => {
    const m = await newMember();
    const futuresSingle = await singleOf(futuresCourse);
    const stockSingle = await singleOf(stockCourse);
    expect((await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: futuresSingle })).data.covered_notice).toBeNull();

    await h.buy(m.tokens, { product_id: FUTURES_1M });
    const single = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: futuresSingle });
    expect(single.data.covered_notice).toMatch(/^지금 가진 이용권으로 이 강의를 20\d\d년 \d+월 \d+일까지 이미 볼 수 있습니다\./);
    const again = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: FUTURES_1M });
    expect(again.data.covered_notice).toMatch(/^같은 이용권을 20\d\d년 \d+월 \d+일까지 이미 이용 중입니다\./);
    // The futures pass opens neither a stock course nor the all-courses pass's period.
    expect((await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: stockSingle })).data.covered_notice).toBeNull();
    expect((await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: ALL_1M })).data.covered_notice).toBeNull();
  });
});

describe('the quote', () => {
  it('shows the balance and the product it priced with, reading each once', async () => {
    const m = await newMember({ welcome: true, points: 5_000 });
    const welcome = (await h.call('GET', '/api/my/coupon', m.tokens)).data.list[0];
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    const statements: string[] = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      statements.push(typeof q === 'string' ? q : (q?.text ?? '?'));
      return original.apply(this, args);
    };
    let quote;
    try {
      quote = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: ALL_1M, coupon_id: welcome.coupon_id, points: 3_000 });
    } finally {
      proto.query = original;
    }
    expect(quote.data).toMatchObject({ product_price: 59_000, coupon_discount: 10_000, points_used: 3_000, amount: 46_000, points_balance: 5_000, points_max: 5_000 });
    expect(quote.data.product).toMatchObject({ product_id: ALL_1M, kind: 'pass', months: 1, price: 59_000 });
    // One read of the product on sale (its id in the where clause) and one of the member's balance.
    expect(statements.filter((q) => /"products"\."product_id" = \$/.test(q) && /from "products"/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "member_points"/.test(q))).toHaveLength(1);
  });
});

describe('checkout through the sandbox', () => {
  it('a new member buys a 1-month pass with the welcome coupon; the paid course opens; history lists it', async () => {
    const m = await newMember({ welcome: true });
    expect((await access(stockCourse, m.tokens)).code).toBe('3010');
    const coupons = await h.call('GET', '/api/my/coupon', m.tokens);
    expect(coupons.data.list).toHaveLength(1);
    const welcome = coupons.data.list[0];
    expect(welcome).toMatchObject({ name: '신규 회원 환영 쿠폰', discount_value: 10_000, status: 'usable' });
    const quote = await h.call('POST', '/api/payment/order/quote', m.tokens, { product_id: ALL_1M, coupon_id: welcome.coupon_id });
    expect(quote.data).toMatchObject({ product_price: 59_000, coupon_discount: 10_000, amount: 49_000 });

    const orderId = await h.buy(m.tokens, { product_id: ALL_1M, coupon_id: welcome.coupon_id });
    expect((await access(stockCourse, m.tokens)).data).toMatchObject({ reason: 'pass' });
    const history = await h.call('GET', '/api/my/payment', m.tokens);
    expect(history.data.list[0]).toMatchObject({ order_id: orderId, amount: 49_000, coupon_discount: 10_000, status: 'awaiting_receipt', status_label: '구매확정 대기', method: '카드', can_confirm: true });
    expect(history.data.list[0].receipt_url).toMatch(/^\/api\/payment\/receipt\//);
    const receipt = await t.request({ method: 'GET', url: history.data.list[0].receipt_url });
    expect(receipt.body).toContain('49,000원');
    expect((await h.call('GET', '/api/my/coupon?status=used', m.tokens)).data.list[0]).toMatchObject({ status: 'used', order_id: orderId });
    // The coupon is spent: a second order cannot take it.
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, coupon_id: welcome.coupon_id })).code).toBe('4033');
  });

  it('refuses a tampered price: no price field is accepted, and a confirm with another amount charges nothing', async () => {
    const m = await newMember();
    const withPrice = await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, price: 100 });
    expect(withPrice).toMatchObject({ status: 400, code: '1000' });
    const o = await h.order(m.tokens, { product_id: ALL_1M });
    const back = await h.windowChoice(o.order_id, 'approve');
    const tampered = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 100 });
    expect(tampered).toMatchObject({ status: 400, code: '4011' });
    const [payment] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, back.query.paymentKey!));
    expect(payment!.status).toBe('READY');
    expect(await entitlementsOf(m.id)).toHaveLength(0);
    expect((await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 })).code).toBe('0000');
  });

  it('20 parallel confirms of one order: one charge, one grant, every answer the same purchase', async () => {
    const m = await newMember();
    const o = await h.order(m.tokens, { product_id: ALL_1M });
    const back = await h.windowChoice(o.order_id, 'approve');
    const body = { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call<OrderDetail>('POST', '/api/payment/confirm', m.tokens, body)));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill('0000'));
    expect(new Set(answers.map((a) => a.data.order_id))).toEqual(new Set([o.order_id]));
    expect(await entitlementsOf(m.id)).toHaveLength(1);
    const [payment] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, back.query.paymentKey!));
    expect(payment!.status).toBe('DONE');
  });

  it('거절 (한도 초과) and 결제 취소 in the window: failure with the reason, no access, coupon back', async () => {
    const m = await newMember({ welcome: true });
    const coupon = (await h.call('GET', '/api/my/coupon', m.tokens)).data.list[0];
    const o = await h.order(m.tokens, { product_id: ALL_1M, coupon_id: coupon.coupon_id });
    const back = await h.windowChoice(o.order_id, 'decline');
    expect(back).toMatchObject({ path: '/payment/fail', query: { code: 'REJECT_CARD_PAYMENT', orderId: o.order_id } });
    expect(back.query.message).toMatch(/한도초과/);
    const failed = await h.call('POST', '/api/payment/fail', m.tokens, { orderId: o.order_id, code: back.query.code, message: back.query.message });
    expect(failed.data).toMatchObject({ status: 'failed', status_label: '결제 실패' });
    expect(failed.data.fail_reason).toMatch(/한도초과/);
    expect(await entitlementsOf(m.id)).toHaveLength(0);
    expect((await h.call('GET', '/api/my/coupon', m.tokens)).data.list[0]).toMatchObject({ coupon_id: coupon.coupon_id, status: 'usable' });

    const o2 = await h.order(m.tokens, { product_id: ALL_1M, coupon_id: coupon.coupon_id });
    const closed = await h.windowChoice(o2.order_id, 'cancel');
    expect(closed.query.code).toBe('PAY_PROCESS_CANCELED');
    expect((await h.call('POST', '/api/payment/fail', m.tokens, { orderId: o2.order_id, code: closed.query.code })).data.status).toBe('cancelled');
    expect((await access(stockCourse, m.tokens)).code).toBe('3010');
  });

  it('시간 초과: the slow confirm times out, nothing is granted, a retry does not charge', async () => {
    const m = await newMember({ points: 9_000 });
    const o = await h.order(m.tokens, { product_id: ALL_1M, points: 9_000 });
    const back = await h.windowChoice(o.order_id, 'timeout');
    expect(back.path).toBe('/payment/success');
    const body = { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 50_000 };
    const first = await h.call('POST', '/api/payment/confirm', m.tokens, body);
    expect(first).toMatchObject({ status: 504, code: '4021' });
    expect(await entitlementsOf(m.id)).toHaveLength(0);
    expect((await h.call('POST', '/api/payment/confirm', m.tokens, body)).code).toBe('4021');
    expect((await h.call('GET', `/api/payment/order/${o.order_id}`, m.tokens)).data.status).toBe('failed');
    // The points spent on the order came back.
    expect((await h.call('GET', '/api/my/balance', m.tokens)).data.balance).toBe(9_000);
  });

  it('an order expires after its time and gives its coupon and points back', async () => {
    const m = await newMember({ points: 5_000 });
    const o = await h.order(m.tokens, { product_id: ALL_1M, points: 5_000 });
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, o.order_id));
    const back = await h.windowChoice(o.order_id, 'approve');
    expect(back.path).toBe('/payment/fail');
    expect((await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey: 'sandbox_x', orderId: o.order_id, amount: 54_000 })).code).toBe('4012');
    expect((await h.call('GET', '/api/my/balance', m.tokens)).data.balance).toBe(5_000);
  });

  it('an order paid entirely with points needs no payment window', async () => {
    const m = await newMember({ points: 60_000 });
    const o = await h.order(m.tokens, { product_id: FUTURES_1M, points: 39_000 });
    expect(o).toMatchObject({ amount: 0, status: 'paid' });
    expect((await access(futuresCourse, m.tokens)).data.reason).toBe('pass');
    // A 해외선물 pass does not open other branches.
    const other = await access(stockCourse, m.tokens);
    expect(other.code, JSON.stringify({ stockCourse, other, e: await entitlementsOf(m.id) })).toBe('3010');
  });

  it('buying a pass again extends from the current end', async () => {
    const m = await newMember();
    await h.buy(m.tokens, { product_id: ALL_1M });
    await h.buy(m.tokens, { product_id: ALL_1M });
    const rows = (await entitlementsOf(m.id)).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
    expect(rows).toHaveLength(2);
    expect(rows[1]!.validFrom.getTime()).toBe(rows[0]!.validUntil!.getTime());
  });
});

describe('bad input changes nothing', () => {
  it('unknown product, negative or excessive points, unknown coupon', async () => {
    const m = await newMember({ points: 1_000 });
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: 999_999 })).code).toBe('4001');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, points: -5 })).code).toBe('1000');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, points: 1.5 })).code).toBe('1000');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, points: 2_000 })).code).toBe('4041');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: ALL_1M, coupon_id: 123_456 })).code).toBe('4030');
    expect((await h.call('POST', '/api/payment/coupon', m.tokens, { cp_no: 'NO-SUCH-CODE' })).code).toBe('4030');
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, m.id))).toHaveLength(0);
    expect((await h.call('GET', '/api/my/balance', m.tokens)).data.balance).toBe(1_000);
  });

  it('member B can neither see, pay, confirm, cancel nor refund member A’s order', async () => {
    const a = await newMember();
    const b = await newMember();
    const o = await h.order(a.tokens, { product_id: ALL_1M });
    const back = await h.windowChoice(o.order_id, 'approve');
    const body = { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 };
    expect((await h.call('GET', `/api/payment/order/${o.order_id}`, b.tokens)).code).toBe('4010');
    expect((await h.call('POST', '/api/payment/confirm', b.tokens, body)).code).toBe('4010');
    expect((await h.call('POST', '/api/payment/fail', b.tokens, { orderId: o.order_id, code: 'X' })).code).toBe('4010');
    expect(await entitlementsOf(b.id)).toHaveLength(0);
    expect((await h.call('POST', '/api/payment/confirm', a.tokens, body)).code).toBe('0000');
    expect((await h.call('GET', `/api/my/payment/${o.order_id}`, b.tokens)).code).toBe('4010');
    expect((await h.call('GET', `/api/my/payment/${o.order_id}/refund`, b.tokens)).code).toBe('4010');
    expect((await h.call('POST', `/api/my/payment/${o.order_id}/refund`, b.tokens, { expected_amount: 59_000 })).code).toBe('4010');
    expect((await h.call('POST', `/api/my/payment/${o.order_id}/confirm`, b.tokens)).code).toBe('4010');
    expect((await h.call('GET', '/api/my/payment', b.tokens)).data.list).toHaveLength(0);
    expect((await h.call('GET', `/api/my/payment/${o.order_id}`, a.tokens)).data.status).toBe('awaiting_receipt');
  });

  it('member calls need a login', async () => {
    expect((await h.call('GET', '/api/my/coupon')).code).toBe('0907');
    expect((await h.call('POST', '/api/payment/order', null, { product_id: 1 })).code).toBe('0907');
  });
});

export { t, h, newMember, entitlementsOf, access, and };
