import { SUBSCRIPTION_CONSENT_VERSION, type SubscriptionPlans } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectureProgress, lectures, retainedRecords, subscriptionCharges } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

/**
 * A subscription charge is a purchase like an order (decision 110): the console lists it, a withdrawal keeps it, and a
 * certificate the subscription gave is withdrawn when the charge is refunded.
 */
let t: TestContext;
let h: ReturnType<typeof api>;
let monthly: number;
let staff: Tokens;

const member = async () => {
  const m = await createMember(t);
  return { ...m, tokens: await login(t, m) };
};

async function subscribe(tokens: Tokens) {
  const opened = await h.call('POST', '/api/subscription/start', tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  expect(opened.code, opened.message).toBe('0000');
  const decide = await t.request({
    method: 'GET',
    url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=normal&successUrl=/subscription/success&failUrl=/subscription/fail`,
  });
  const back = new URL(String(decide.headers.location), 'http://localhost');
  const r = await h.call('POST', '/api/subscription/activate', tokens, { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') });
  expect(r.code, r.message).toBe('0000');
}

async function chargeOf(memberId: number) {
  const [c] = await t.database.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.memberId, memberId));
  return c!;
}

type Row = { source: string; order_id: string; email: string; order_name: string; status: string; amount: number; refund_amount: number; paid_at: string | null; refunded_at: string | null };
const consoleList = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/commerce/orders?${query}`, headers: bearer(staff) });
  return res.json<{ code: string; data: { total: number; list: Row[] } }>();
};

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
  staff = await login(t, await createMember(t, { role: 'staff' }));
  const plans = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
  monthly = plans.data.plans.find((p) => p.code === 'monthly')!.plan_sn;
});
afterAll(() => t.close());

describe("the console's purchase list shows subscription charges beside orders", () => {
  it('a paid charge is listed under 전체, found by e-mail; refunded, it moves to 환불 완료 and never to 환불 가능', async () => {
    const m = await member();
    await subscribe(m.tokens);
    const charge = await chargeOf(m.id);
    const q = `q=${encodeURIComponent(m.email)}`;

    const all = await consoleList(`state=all&${q}`);
    expect(all.code).toBe('0000');
    expect(all.data.total).toBe(1);
    expect(all.data.list[0]).toMatchObject({ source: 'subscription', order_id: charge.orderId, email: m.email, status: 'paid', amount: charge.amount, refund_amount: 0 });
    expect(all.data.list[0]!.order_name).toMatch(/구독 1회차$/);
    expect(all.data.list[0]!.paid_at).not.toBeNull();
    // The console's refund action is for orders; a charge is refunded from the member's 구독 page.
    expect((await consoleList(`state=refundable&${q}`)).data.total).toBe(0);
    expect((await consoleList(`state=all&q=${charge.orderId}`)).data.list.map((r) => r.order_id)).toEqual([charge.orderId]);

    const quote = await h.call<{ amount: number }>('GET', '/api/subscription/refund', m.tokens);
    expect((await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: quote.data.amount })).code).toBe('0000');
    const refunded = await consoleList(`state=refunded&${q}`);
    expect(refunded.data.list).toEqual([expect.objectContaining({ source: 'subscription', status: 'refunded', refund_amount: quote.data.amount })]);
    expect(refunded.data.list[0]!.refunded_at).not.toBeNull();
  });

  it('orders still come first-class: a paid order and a charge of one member are both listed, newest payment first', async () => {
    const m = await member();
    const orderId = await h.buy(m.tokens, { product_id: 1 });
    await subscribe(m.tokens);
    const list = (await consoleList(`state=all&q=${encodeURIComponent(m.email)}`)).data.list;
    expect(list.map((r) => r.source)).toEqual(['subscription', 'order']);
    expect(list[1]!.order_id).toBe(orderId);
  });
});

describe("a withdrawn member's kept payment records include subscription charges (전자상거래법: 5 years)", () => {
  it('a refunded subscription, then withdrawal: the charge is kept as a payment record with its refund, for 5 years', async () => {
    const m = await member();
    await subscribe(m.tokens);
    const charge = await chargeOf(m.id);
    const quote = await h.call<{ amount: number }>('GET', '/api/subscription/refund', m.tokens);
    expect((await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: quote.data.amount })).code).toBe('0000');

    const res = await t.request({ method: 'DELETE', url: '/api/my/user/withdrawal', headers: bearer(m.tokens), payload: { refreshToken: m.tokens.refreshToken, user_password: m.password } });
    expect(res.json().code).toBe('0000');
    const kept = await t.database.db.select().from(retainedRecords).where(eq(retainedRecords.memberId, m.id));
    const record = kept.find((r) => r.kind === 'payment_record' && (r.data as { order_id: string }).order_id === charge.orderId);
    expect(record?.data).toMatchObject({ source: 'subscription', amount: charge.amount, method: 'card', refund_amount: quote.data.amount });
    const years = (record!.purgeAfter.getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(4.9);
    expect(years).toBeLessThan(5.1);
  });
});

describe('a certificate earned under a subscription is withdrawn when that charge is refunded', () => {
  it('subscribe, complete a course, issue; refund the subscription: the public page says 취소됨 and the PDF is refused', async () => {
    const [base] = await t.database.db
      .select({ caSn: courses.caSn, teacherSn: courses.teacherSn })
      .from(courses)
      .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
      .orderBy(asc(courses.courseSn))
      .limit(1);
    const [course] = await t.database.db
      .insert(courses)
      .values({ title: '구독 수료 강좌', summary: 's', description: 'd', level: '입문', ...base!, price: 10000, isPublished: 'Y', passIncluded: 'Y' })
      .returning({ courseSn: courses.courseSn });
    const courseSn = course!.courseSn;
    const lcs = await t.database.db
      .insert(lectures)
      .values([1, 2].map((i) => ({ courseSn, title: `${i}강`, durationSec: 600, sortOrder: i })))
      .returning({ lcNo: lectures.lcNo });
    const m = await member();
    await subscribe(m.tokens);
    // Completed by the completion rule's mark, as play's progress saves leave it.
    await t.database.db
      .insert(lectureProgress)
      .values(lcs.map(({ lcNo }) => ({ memberId: m.id, lcNo, courseSn, durationSec: 600, creditedSecond: 600, maxSecond: 600, position: 600, completedAt: new Date(), startedAt: new Date(Date.now() - 86_400_000) })));
    const issued = await h.call<{ number: string }>('POST', `/api/certificate/issue/${courseSn}`, m.tokens);
    expect(issued.code, issued.message).toBe('0000');
    const verify = async () => (await h.call<{ withdrawn: string }>('GET', `/api/certificate/verify/${issued.data.number}`, null)).data.withdrawn;
    expect(await verify()).toBe('N');

    const quote = await h.call<{ amount: number }>('GET', '/api/subscription/refund', m.tokens);
    expect((await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: quote.data.amount })).code).toBe('0000');
    expect(await verify()).toBe('Y');
    const pdf = await t.request({ method: 'GET', url: `/api/certificate/pdf/${issued.data.number}`, headers: bearer(m.tokens) });
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json()).toMatchObject({ code: '8601', message: expect.stringContaining('취소') });
  });
});
