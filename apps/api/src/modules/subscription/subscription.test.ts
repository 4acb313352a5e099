import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_CONSENT_VERSION, type SubscriptionPlans } from '@school/contracts';
import type { AdminSubscriptions } from '@school/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, subscriptionConsents } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

let t: TestContext;
let h: ReturnType<typeof api>;
let paidCourse: number;
let monthly: number;

const member = async () => {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
};

/** start → the sandbox billing window's choice → the query its success page brings back → activate. */
async function subscribe(tokens: Tokens, outcome: 'normal' | 'limit' | 'suspended' = 'normal') {
  const opened = await h.call('POST', '/api/subscription/start', tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  expect(opened.code, opened.message).toBe('0000');
  expect(opened.data.sandbox_window_url).toContain(opened.data.customer_key);
  const page = await t.request({ method: 'GET', url: `${opened.data.sandbox_window_url}&successUrl=/subscription/success&failUrl=/subscription/fail` });
  expect(page.body).toContain('카드 등록 (샌드박스)');
  const decide = await t.request({
    method: 'GET',
    url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=${outcome}&successUrl=/subscription/success&failUrl=/subscription/fail`,
  });
  expect(decide.statusCode).toBe(303);
  const back = new URL(String(decide.headers.location), 'http://localhost');
  expect(back.pathname).toBe('/subscription/success');
  return h.call('POST', '/api/subscription/activate', tokens, { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') });
}

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
  const [c] = await t.database.db.select({ id: courses.courseSn }).from(courses).where(sql`${courses.passIncluded} = 'Y' and ${courses.isFree} = 'N'`).limit(1);
  paidCourse = c!.id;
  const plans = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
  monthly = plans.data.plans.find((p) => p.code === 'monthly')!.plan_sn;
});
afterAll(() => t.close());

describe('subscribing', () => {
  it('lists the plans with the auto-renewal notice and its version', async () => {
    const r = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
    expect(r.data.plans.map((p) => [p.code, p.months, p.price, p.notice_days])).toEqual([
      ['monthly', 1, 49_000, 3],
      ['yearly', 12, 470_000, 7],
    ]);
    expect(r.data.consent_version).toBe(SUBSCRIPTION_CONSENT_VERSION);
    expect(r.data.consent_lines.join(' ')).toContain('해지 예약');
  });

  it('without the consent, or on an old text, nothing starts', async () => {
    const m = await member();
    const none = await h.call('POST', '/api/subscription/start', m.tokens, { plan_sn: monthly, auto_renew_consent: false, consent_version: SUBSCRIPTION_CONSENT_VERSION });
    expect([none.status, none.message]).toEqual([400, expect.stringContaining('동의')]);
    const old = await h.call('POST', '/api/subscription/start', m.tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: 'subscription-auto-renewal-2020-01' });
    expect([old.status, old.code]).toEqual([409, '8203']);
    expect((await h.call('POST', '/api/subscription/start', null, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION })).status).toBe(401);
  });

  it('the sandbox window registers a card, the first month is charged, paid lectures open, the consent is on record', async () => {
    const m = await member();
    expect((await h.call('GET', `/api/rs/access/${paidCourse}`, m.tokens)).code).toBe('3010');
    const r = await subscribe(m.tokens);
    expect(r.code, r.message).toBe('0000');
    expect(r.data.subscription).toMatchObject({ status: 'active', status_label: '이용 중', next_charge_amount: 49_000, card_label: '샌드박스 4330****1234****' });
    expect(r.data.subscription.charges).toMatchObject([{ amount: 49_000, status: 'paid', attempt: 0 }]);
    expect((await h.call('GET', `/api/rs/access/${paidCourse}`, m.tokens)).code).toBe('0000');
    expect((await h.call('GET', '/api/my/holdings', m.tokens)).data.access).toMatchObject([{ title: '월간 구독 (전체 강의)', kind: 'pass' }]);
    const consents = await t.database.db.select().from(subscriptionConsents).where(sql`${subscriptionConsents.memberId} = ${m.id}`);
    expect(consents).toMatchObject([{ kind: 'auto_renew', textVersion: SUBSCRIPTION_CONSENT_VERSION, price: 49_000 }]);
    const again = await h.call('POST', '/api/subscription/start', m.tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
    expect(again.code).toBe('8204');
  });

  it('a card over its limit is registered but refused: the member reads why, nothing opens', async () => {
    const m = await member();
    const r = await subscribe(m.tokens, 'limit');
    expect([r.status, r.code]).toEqual([402, '8206']);
    expect(r.message).toContain('한도초과');
    expect((await h.call('GET', '/api/subscription/me', m.tokens)).data.subscription).toBeNull();
    expect((await h.call('GET', `/api/rs/access/${paidCourse}`, m.tokens)).code).toBe('3010');
    expect((await subscribe(m.tokens)).code).toBe('0000');
  });

  it('an authKey is used once, and only by the member who opened the window', async () => {
    const a = await member();
    const b = await member();
    const opened = await h.call('POST', '/api/subscription/start', a.tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
    const decide = await t.request({ method: 'GET', url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=normal&successUrl=/s&failUrl=/f` });
    const back = new URL(String(decide.headers.location), 'http://localhost');
    const body = { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') };
    expect((await h.call('POST', '/api/subscription/activate', b.tokens, body)).code).toBe('8205');
    const [first, second] = await Promise.all([h.call('POST', '/api/subscription/activate', a.tokens, body), h.call('POST', '/api/subscription/activate', a.tokens, body)]);
    expect([first.code, second.code].sort()).toEqual(['0000', '8205']);
    expect((await h.call('GET', '/api/subscription/me', a.tokens)).data.subscription.charges).toHaveLength(1);
  });
});

describe('member controls', () => {
  it('해지 예약 in one call, 해지 취소; another member sees and changes nothing of it', async () => {
    const a = await member();
    const b = await member();
    await subscribe(a.tokens);
    const cancelled = await h.call('POST', '/api/subscription/cancel', a.tokens);
    expect(cancelled.data.subscription).toMatchObject({ status: 'cancel_reserved', next_charge_at: null });
    expect((await h.call('GET', `/api/rs/access/${paidCourse}`, a.tokens)).code).toBe('0000');
    expect((await h.call('GET', '/api/subscription/me', b.tokens)).data.subscription).toBeNull();
    expect((await h.call('POST', '/api/subscription/resume', b.tokens)).code).toBe('8207');
    expect((await h.call('POST', '/api/subscription/resume', a.tokens)).data.subscription.status).toBe('active');
  });

  it('changes the card through the window; the next charges use the new one', async () => {
    const m = await member();
    await subscribe(m.tokens);
    const opened = await h.call('POST', '/api/subscription/card', m.tokens);
    const decide = await t.request({ method: 'GET', url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=suspended&successUrl=/s&failUrl=/f` });
    const back = new URL(String(decide.headers.location), 'http://localhost');
    const r = await h.call('POST', '/api/subscription/activate', m.tokens, { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') });
    expect(r.data.subscription).toMatchObject({ status: 'active', card_label: '샌드박스 4330****9012****' });
    expect(r.data.subscription.charges).toHaveLength(1);
  });

  it('the refund quote follows the refund rules', async () => {
    const m = await member();
    await subscribe(m.tokens);
    const q = await h.call('GET', '/api/subscription/refund', m.tokens);
    expect(q.data).toMatchObject({ amount: 49_000, rule: 'full_7days' });
    const r = await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: 49_000 });
    expect(r.data.subscription.status).toBe('refunded');
    expect((await h.call('GET', `/api/rs/access/${paidCourse}`, m.tokens)).code).toBe('3010');
  });
});

describe('console', () => {
  it('lists subscriptions by state, a member’s charges, the figures; members cannot', async () => {
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const m = await member();
    const sub = await subscribe(m.tokens);
    const list = await h.call<AdminSubscriptions>('GET', '/api/admin/subscriptions?status=active', staff);
    expect(list.code, list.message).toBe('0000');
    expect(list.data.items.some((s) => s.subscription_sn === sub.data.subscription.subscription_sn)).toBe(true);
    const detail = await h.call('GET', `/api/admin/subscriptions/${sub.data.subscription.subscription_sn}`, staff);
    expect(detail.data.charges).toHaveLength(1);
    const retry = await h.call('POST', `/api/admin/subscriptions/${sub.data.subscription.subscription_sn}/retry`, staff);
    expect(retry.code).toBe('8221');
    const audit = await t.database.pool.query("select count(*)::int as n from admin_changes where action = 'subscription.retry' and target_id = $1", [String(sub.data.subscription.subscription_sn)]);
    expect(audit.rows[0].n).toBe(0);
    const stats = await h.call('GET', '/api/admin/subscription-stats', staff);
    expect(stats.data.active).toBeGreaterThanOrEqual(1);
    expect(stats.data.mrr).toBeGreaterThanOrEqual(49_000);
    expect((await h.call('GET', '/api/admin/subscriptions', m.tokens)).status).toBeGreaterThanOrEqual(401);
  });
});
