import { eq } from 'drizzle-orm';
import { koreanMoment, SUBSCRIPTION_CONSENT_VERSION, type SubscriptionPlans } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { FakeTossBilling } from '../../test/fake-toss-billing.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { accessUntil, chargesOf, Clock, clockedArea, subscriptionRow, type Area } from '../../test/subscription.ts';

// Once-only rules of subscriptions (decision 104), tried as a member would: parallel sign-ups, a second trial, a cancel
// during the renewal retries, and a charge Toss took for a subscription that could no longer take it.

let t: TestContext;
let h: ReturnType<typeof api>;
let fake: FakeTossBilling;
let monthly: number;

const kst = (day: string, time = '10:00') => koreanMoment(day, time).toISOString();
const at = (day: string, time?: string) => new Date(kst(day, time));
const decline = { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };

beforeAll(async () => {
  fake = await new FakeTossBilling().start();
  t = await createTestApp({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '1000' });
  h = api(t);
  const [plan] = await t.database.db.select({ sn: subscriptionPlans.planSn }).from(subscriptionPlans).where(eq(subscriptionPlans.code, 'monthly'));
  monthly = plan!.sn;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const member = async () => {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
};

/**
 * start, then Toss's billing window hands back an authKey, then activate: what the browser does. A start refused
 * (another sign-up of the same member already active: 8204) is the answer the member sees; only parallel sign-ups meet it.
 */
async function signUp(tokens: Tokens) {
  const opened = await h.call('POST', '/api/subscription/start', tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  if (opened.code !== '0000') return opened;
  return h.call('POST', '/api/subscription/activate', tokens, { customerKey: opened.data.customer_key, authKey: fake.authorise(opened.data.customer_key) });
}

/** Sign-up through a clocked area (the renewal job's view), with the customer key Toss knows the card by. */
async function clockedSignUp(area: Area, memberId: number) {
  const opened = await area.subscriptions.start(memberId, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  const mine = await area.subscriptions.activate(memberId, { customerKey: opened.customer_key, authKey: fake.authorise(opened.customer_key) });
  return { sn: mine.subscription!.subscription_sn, customerKey: opened.customer_key };
}

const toss = () => ({ PAYMENT_PROVIDER: 'toss' as const, TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: 1000 });

describe('one sign-up at a time', () => {
  it('three parallel start+activate: Toss captures once, the others get a Korean refusal', async () => {
    const m = await member();
    const before = fake.chargeCount;
    const results = await Promise.all([signUp(m.tokens), signUp(m.tokens), signUp(m.tokens)]);
    expect(fake.chargeCount - before).toBe(1);
    const codes = results.map((r) => r.code).sort();
    expect(codes[0]).toBe('0000');
    for (const r of results.filter((x) => x.code !== '0000')) {
      expect(['8500', '8204']).toContain(r.code);
      expect(r.status).toBe(409);
      expect(r.message).toMatch(/구독/);
    }
    const mine = await h.call('GET', '/api/subscription/me', m.tokens);
    expect(mine.data.subscription).toMatchObject({ status: 'active', charges: [{ amount: 49_000, status: 'paid' }] });
  });
});

describe('the first-period price, once per member', () => {
  it('a member whose discounted subscription was refunded pays the full price on the next sign-up, and is told so', async () => {
    await t.database.db.update(subscriptionPlans).set({ firstPrice: 9_900 }).where(eq(subscriptionPlans.planSn, monthly));
    try {
      const m = await member();
      const offered = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans', m.tokens);
      expect(offered.data.plans.find((p) => p.plan_sn === monthly)).toMatchObject({ first_charge: 9_900, first_price_note: expect.stringContaining('회원당 한 번') });
      expect((await signUp(m.tokens)).data.subscription.charges).toMatchObject([{ amount: 9_900, status: 'paid' }]);
      const refunded = await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: 9_900 });
      expect(refunded.data.subscription.status).toBe('refunded');

      const after = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans', m.tokens);
      expect(after.data.plans.find((p) => p.plan_sn === monthly)).toMatchObject({ first_charge: 49_000, first_price_note: expect.stringContaining('정가 49,000원으로 결제됩니다') });
      const again = await signUp(m.tokens);
      expect(again.code, again.message).toBe('0000');
      expect(again.data.subscription.charges).toMatchObject([{ amount: 49_000, status: 'paid' }]);
      // Visitors see the offer and its rule.
      const anonymous = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
      expect(anonymous.data.plans.find((p) => p.plan_sn === monthly)).toMatchObject({ first_charge: 9_900 });
    } finally {
      await t.database.db.update(subscriptionPlans).set({ firstPrice: null }).where(eq(subscriptionPlans.planSn, monthly));
    }
  });

  it('a free first month that lapsed is not given again; a sign-up whose card was refused keeps it', async () => {
    await t.database.db.update(subscriptionPlans).set({ firstPrice: 0 }).where(eq(subscriptionPlans.planSn, monthly));
    try {
      const clock = new Clock(at('2027-02-10'));
      const area = await clockedArea(t, clock, toss());
      const m = await createMember(t);
      const signUpAt = async () => {
        const opened = await area.subscriptions.start(m.id, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
        return area.subscriptions.activate(m.id, { customerKey: opened.customer_key, authKey: fake.authorise(opened.customer_key) });
      };
      const first = await signUpAt();
      expect(first.subscription).toMatchObject({ status: 'active', charges: [] });
      // No consent to the paid month: the free month ends, nothing charged.
      clock.set(kst('2027-03-10'));
      await area.renewals.run(clock.now());
      expect(await subscriptionRow(t, first.subscription!.subscription_sn)).toMatchObject({ status: 'ended', endReason: 'consent_missing' });

      const before = fake.chargeCount;
      const second = await signUpAt();
      expect(second.subscription!.charges).toMatchObject([{ amount: 49_000, status: 'paid' }]);
      expect(fake.chargeCount - before).toBe(1);

      // Another member's first sign-up fails on the card: the free month is still theirs afterwards.
      const n = await createMember(t);
      const opened = await area.subscriptions.start(n.id, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
      await t.database.db.update(subscriptionPlans).set({ firstPrice: 1_000 }).where(eq(subscriptionPlans.planSn, monthly));
      fake.declineNext = decline;
      await expect(area.subscriptions.activate(n.id, { customerKey: opened.customer_key, authKey: fake.authorise(opened.customer_key) })).rejects.toMatchObject({ code: '8206' });
      expect((await area.subscriptions.plans(n.id)).plans.find((p) => p.plan_sn === monthly)).toMatchObject({ first_charge: 1_000 });
      const retried = await area.subscriptions.start(n.id, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
      const ok = await area.subscriptions.activate(n.id, { customerKey: retried.customer_key, authKey: fake.authorise(retried.customer_key) });
      expect(ok.subscription!.charges).toMatchObject([{ amount: 1_000, status: 'paid' }]);
    } finally {
      await t.database.db.update(subscriptionPlans).set({ firstPrice: null }).where(eq(subscriptionPlans.planSn, monthly));
    }
  });
});

describe('renewal retries', () => {
  it('a member who cancels while a renewal is retried loses access at the end of the paid period, not 6 days later', async () => {
    const clock = new Clock(at('2027-04-20'));
    const area = await clockedArea(t, clock, toss());
    const m = await createMember(t);
    const { sn, customerKey } = await clockedSignUp(area, m.id);
    fake.declineFor.set(customerKey, decline);
    clock.set(kst('2027-05-20'));
    await area.renewals.run(clock.now());
    expect((await subscriptionRow(t, sn)).status).toBe('retrying');
    clock.set(kst('2027-05-20', '12:00'));
    const after = await area.subscriptions.cancel(m.id);
    expect(after.subscription).toMatchObject({ status: 'ended', next_charge_at: null, grace_until: null });
    expect(await accessUntil(t, sn)).toEqual(at('2027-05-20', '12:00'));
    // No retry is sent after the cancel.
    clock.set(kst('2027-05-21'));
    await area.renewals.run(clock.now());
    expect((await chargesOf(t, sn)).map((c) => [c.periodNo, c.attempt, c.status])).toEqual([
      [1, 0, 'paid'],
      [2, 0, 'failed'],
    ]);
  });
});

describe('a charge Toss took that its subscription cannot take', () => {
  it('a retry paid at Toss after the member cancelled is cancelled at Toss and alerted; the subscription stays ended', async () => {
    const clock = new Clock(at('2027-06-15'));
    const area = await clockedArea(t, clock, toss());
    const m = await createMember(t);
    const { sn, customerKey } = await clockedSignUp(area, m.id);
    fake.declineFor.set(customerKey, decline);
    clock.set(kst('2027-07-15'));
    await area.renewals.run(clock.now());
    // The D+1 retry reaches Toss and is captured, but its answer is lost.
    fake.declineFor.delete(customerKey);
    fake.dropAnswerFor.add(customerKey);
    clock.set(kst('2027-07-16'));
    await area.renewals.run(clock.now());
    expect((await chargesOf(t, sn)).at(-1)).toMatchObject({ attempt: 1, status: 'unknown' });
    await area.subscriptions.cancel(m.id);

    clock.set(kst('2027-07-16', '10:10'));
    await area.renewals.run(clock.now());
    expect((await chargesOf(t, sn)).at(-1)).toMatchObject({ attempt: 1, status: 'voided', amount: 49_000 });
    const captured = [...fake.charges.values()].find((c) => c.orderId === `sub-${sn}-p2-a1`)!;
    expect([captured.status, captured.balanceAmount]).toEqual(['CANCELED', 0]);
    expect(area.alerts).toContainEqual({ orderId: `sub-${sn}-p2-a1`, msg: 'subscription charge paid without its subscription: voided' });
    expect(await subscriptionRow(t, sn)).toMatchObject({ status: 'ended', endReason: 'canceled', periods: 1 });
    // Access ended when the member cancelled (the paid period was already over), and the late payment gives none.
    expect(await accessUntil(t, sn)).toEqual(at('2027-07-16'));
    expect((await area.subscriptions.mine(m.id)).subscription!.charges[0]).toMatchObject({ status: 'voided', status_label: '결제 취소됨 (구독 없음)', refunded_amount: 49_000 });
  });

  it('a charge whose answer stays unknown for a day is alerted on every run, not swallowed', async () => {
    const clock = new Clock(at('2027-08-05'));
    const area = await clockedArea(t, clock, toss());
    const m = await createMember(t);
    const { sn, customerKey } = await clockedSignUp(area, m.id);
    const mine = (a: Area) => a.alerts.filter((x) => x.orderId === `sub-${sn}-p2-a0`).map((x) => x.msg);
    fake.dropAnswerFor.add(customerKey);
    fake.failLookups = true;
    try {
      clock.set(kst('2027-09-05'));
      await area.renewals.run(clock.now());
      clock.set(kst('2027-09-05', '10:10'));
      await area.renewals.run(clock.now());
      expect(mine(area)).toEqual([]);
      clock.set(kst('2027-09-06', '10:10'));
      await area.renewals.run(clock.now());
      expect(mine(area)).toEqual(['subscription charge unsettled for over a day']);
    } finally {
      fake.failLookups = false;
    }
    clock.set(kst('2027-09-06', '10:20'));
    await area.renewals.run(clock.now());
    expect((await chargesOf(t, sn)).map((c) => c.status)).toEqual(['paid', 'paid']);
  });
});
