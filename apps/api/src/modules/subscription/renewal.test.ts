import { and, eq } from 'drizzle-orm';
import { koreanMoment, SUBSCRIPTION_CONSENT_VERSION } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, ledgerEntries, members, sandboxBillingCharges, subscriptionCharges, subscriptionPlans } from '../../db/schema/index.ts';
import { createMember } from '../../test/accounts.ts';
import { FakeTossBilling } from '../../test/fake-toss-billing.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { accessUntil, chargesOf, Clock, clockedArea, setCard, subscribe, subscriptionRow, type Area } from '../../test/subscription.ts';

let t: TestContext;
let monthly: number;
let yearly: number;

// Korean 10:00 on a day.
const kst = (day: string, time = '10:00') => koreanMoment(day, time).toISOString();
const at = (day: string, time?: string) => new Date(kst(day, time));

beforeAll(async () => {
  t = await createTestApp();
  const plans = await t.database.db.select({ sn: subscriptionPlans.planSn, code: subscriptionPlans.code }).from(subscriptionPlans);
  monthly = plans.find((p) => p.code === 'monthly')!.sn;
  yearly = plans.find((p) => p.code === 'yearly')!.sn;
});
afterAll(() => t.close());

async function started(day: string, planSn = monthly, behaviour: 'normal' | 'limit' = 'normal'): Promise<{ clock: Clock; area: Area; sn: number; memberId: number }> {
  const clock = new Clock(at(day));
  const area = await clockedArea(t, clock);
  const m = await createMember(t);
  const mine = await subscribe(area, m.id, planSn, behaviour);
  return { clock, area, sn: mine.subscription!.subscription_sn, memberId: m.id };
}

describe('renewal day (Korean time, month ends clamped)', () => {
  it('31 Jan renews on 28 Feb, then 31 Mar, then 30 Apr; nothing before the day', async () => {
    const { clock, area, sn } = await started('2027-01-31');
    expect((await subscriptionRow(t, sn)).periodEnd).toEqual(at('2027-02-28'));
    clock.set(kst('2027-02-28', '09:59'));
    await area.renewals.run(clock.now());
    expect(await chargesOf(t, sn)).toHaveLength(1);
    clock.set(kst('2027-02-28', '10:00'));
    await area.renewals.run(clock.now());
    expect((await subscriptionRow(t, sn)).periodEnd).toEqual(at('2027-03-31'));
    clock.set(kst('2027-03-31'));
    await area.renewals.run(clock.now());
    const s = await subscriptionRow(t, sn);
    expect([s.periodStart, s.periodEnd, s.periods]).toEqual([at('2027-03-31'), at('2027-04-30'), 3]);
    expect(await accessUntil(t, sn)).toEqual(at('2027-04-30'));
    expect((await chargesOf(t, sn)).map((c) => [c.periodNo, c.status])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
    ]);
  });
});

describe('failed renewals', () => {
  it('retries on D+1, D+3, D+5 with access through the grace, then lapses; every attempt recorded', async () => {
    const { clock, area, sn, memberId } = await started('2027-03-10');
    await setCard(t, sn, 'limit');
    const steps: [string, string, Date | null][] = [
      ['2027-04-10', 'retrying', at('2027-04-11')],
      ['2027-04-11', 'retrying', at('2027-04-13')],
      ['2027-04-13', 'retrying', at('2027-04-15')],
    ];
    for (const [day, status, next] of steps) {
      clock.set(kst(day));
      await area.renewals.run(clock.now());
      const s = await subscriptionRow(t, sn);
      expect([s.status, s.nextAttemptAt]).toEqual([status, next]);
      expect(await accessUntil(t, sn)).toEqual(at('2027-04-16'));
    }
    const mine = await area.subscriptions.mine(memberId);
    expect(mine.subscription).toMatchObject({ status: 'retrying', next_charge_at: at('2027-04-15').toISOString(), grace_until: at('2027-04-16').toISOString() });
    clock.set(kst('2027-04-15'));
    await area.renewals.run(clock.now());
    expect((await subscriptionRow(t, sn)).status).toBe('lapsed');
    expect(await accessUntil(t, sn)).toEqual(at('2027-04-15'));
    expect((await chargesOf(t, sn)).map((c) => [c.periodNo, c.attempt, c.status])).toEqual([
      [1, 0, 'paid'],
      [2, 0, 'failed'],
      [2, 1, 'failed'],
      [2, 2, 'failed'],
      [2, 3, 'failed'],
    ]);
    clock.set(kst('2027-05-10'));
    await area.renewals.run(clock.now());
    expect(await chargesOf(t, sn)).toHaveLength(5);
  });

  it('a retry that pays keeps the renewal day: the next period runs from D to the following month', async () => {
    const { clock, area, sn } = await started('2027-03-11');
    await setCard(t, sn, 'limit');
    clock.set(kst('2027-04-11'));
    await area.renewals.run(clock.now());
    await setCard(t, sn, 'normal');
    clock.set(kst('2027-04-12'));
    await area.renewals.run(clock.now());
    const s = await subscriptionRow(t, sn);
    expect([s.status, s.periodStart, s.periodEnd, s.retries, s.nextAttemptAt]).toEqual(['active', at('2027-04-11'), at('2027-05-11'), 0, null]);
    expect(await accessUntil(t, sn)).toEqual(at('2027-05-11'));
  });

  it('the console retries a retrying subscription now', async () => {
    const { clock, area, sn } = await started('2027-03-12');
    await setCard(t, sn, 'suspended');
    clock.set(kst('2027-04-12'));
    await area.renewals.run(clock.now());
    expect((await chargesOf(t, sn)).at(-1)).toMatchObject({ status: 'failed' });
    await setCard(t, sn, 'normal');
    await area.renewals.retryNow(sn);
    expect((await subscriptionRow(t, sn)).status).toBe('active');
    await expect(area.renewals.retryNow(sn)).rejects.toMatchObject({ code: '8221' });
  });
});

describe('해지 예약', () => {
  it('no charge at the period end; access lasts until it; 해지 취소 before it renews as usual', async () => {
    const a = await started('2027-05-05');
    const reserved = await a.area.subscriptions.cancel(a.memberId);
    expect(reserved.subscription).toMatchObject({ status: 'cancel_reserved', next_charge_at: null, next_charge_amount: null, period_end: at('2027-06-05').toISOString() });
    a.clock.set(kst('2027-06-05'));
    await a.area.renewals.run(a.clock.now());
    expect((await subscriptionRow(t, a.sn)).status).toBe('ended');
    expect(await chargesOf(t, a.sn)).toHaveLength(1);
    expect(await accessUntil(t, a.sn)).toEqual(at('2027-06-05'));
    expect((await a.area.subscriptions.mine(a.memberId)).subscription).toMatchObject({ status: 'ended', period_end: at('2027-06-05').toISOString() });

    const b = await started('2027-05-06');
    await b.area.subscriptions.cancel(b.memberId);
    await expect(b.area.subscriptions.cancel(b.memberId)).rejects.toMatchObject({ code: '8208' });
    expect((await b.area.subscriptions.resume(b.memberId)).subscription).toMatchObject({ status: 'active', next_charge_amount: 49_000 });
    b.clock.set(kst('2027-06-06'));
    await b.area.renewals.run(b.clock.now());
    expect((await subscriptionRow(t, b.sn)).periods).toBe(2);
  });
});

describe('withdrawal', () => {
  it('a member who withdrew is not charged again', async () => {
    const w = await started('2027-08-08');
    await t.database.db.update(members).set({ status: 'withdrawn' }).where(eq(members.id, w.memberId));
    w.clock.set(kst('2027-09-08'));
    await w.area.renewals.run(w.clock.now());
    expect(await subscriptionRow(t, w.sn)).toMatchObject({ status: 'ended', endReason: 'withdrawn' });
    expect(await chargesOf(t, w.sn)).toHaveLength(1);
  });
});

describe('price changes and consent', () => {
  it('a higher price: told 30 days ahead by mail and SMS, not charged without consent, charged with it', async () => {
    const a = await started('2027-07-01');
    const b = await started('2027-07-01');
    await expect(a.area.subscriptions.consent(a.memberId, { price: 59_000, consent_version: SUBSCRIPTION_CONSENT_VERSION })).rejects.toMatchObject({ code: '8211' });
    a.clock.set(kst('2027-07-02'));
    const admin = (await import('./subscription-admin.service.ts')).SubscriptionAdminService;
    const console = new admin(t.database.db, a.area.renewals, a.clock.now);
    const operator = { memberId: (await createMember(t, { role: 'staff' })).id, ip: '127.0.0.1' };
    await expect(console.savePlan(operator, monthly, { name: '월간 구독 (전체 강의)', on_sale: true, first_price: null, next_price: { price: 59_000, effective_date: '2027-07-20' } })).rejects.toMatchObject({ code: '8222' });
    await console.savePlan(operator, monthly, { name: '월간 구독 (전체 강의)', on_sale: true, first_price: null, next_price: { price: 59_000, effective_date: '2027-08-01' } });
    // The price change is kept with who made it (the refused one is not).
    const audited = await t.database.db.select().from(adminChanges).where(eq(adminChanges.actorId, operator.memberId));
    expect(audited.map((r) => [r.action, (r.after as { nextPrice: number }).nextPrice])).toEqual([['subscription_plan.update', 59_000]]);
    await a.area.renewals.sendNotices(a.clock.now());
    const told = a.area.outbox.mails.filter((m) => /가격 (변경|인상) 안내/.test(m.subject));
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(told[0]!.text).toContain('59,000원');
    expect(a.area.outbox.sms.length).toBeGreaterThanOrEqual(2);
    await a.area.renewals.sendNotices(a.clock.now());
    expect(a.area.outbox.mails.filter((m) => /가격 (변경|인상) 안내/.test(m.subject))).toHaveLength(told.length);

    expect((await b.area.subscriptions.mine(b.memberId)).subscription!.consent_needed).toEqual({ price: 59_000, reason: 'price_increase' });
    await expect(b.area.subscriptions.consent(b.memberId, { price: 55_000, consent_version: SUBSCRIPTION_CONSENT_VERSION })).rejects.toMatchObject({ code: '8210' });
    await b.area.subscriptions.consent(b.memberId, { price: 59_000, consent_version: SUBSCRIPTION_CONSENT_VERSION });

    for (const x of [a, b]) {
      x.clock.set(kst('2027-08-01'));
      await x.area.renewals.run(x.clock.now());
    }
    expect(await subscriptionRow(t, a.sn)).toMatchObject({ status: 'ended', endReason: 'consent_missing' });
    expect(await chargesOf(t, a.sn)).toHaveLength(1);
    expect((await chargesOf(t, b.sn)).at(-1)).toMatchObject({ periodNo: 2, amount: 59_000, status: 'paid' });
    await t.database.db.update(subscriptionPlans).set({ price: 49_000, nextPrice: null, nextPriceAt: null }).where(eq(subscriptionPlans.planSn, monthly));
  });

  it('a free first period turns paid only with consent given again', async () => {
    await t.database.db.update(subscriptionPlans).set({ firstPrice: 0 }).where(eq(subscriptionPlans.planSn, yearly));
    const a = await started('2027-01-15', yearly);
    const b = await started('2027-01-15', yearly);
    expect(await chargesOf(t, a.sn)).toHaveLength(0);
    expect((await a.area.subscriptions.mine(a.memberId)).subscription).toMatchObject({ status: 'active', consent_needed: { price: 470_000, reason: 'paid_after_trial' }, next_charge_at: null });
    await b.area.subscriptions.consent(b.memberId, { price: 470_000, consent_version: SUBSCRIPTION_CONSENT_VERSION });
    for (const x of [a, b]) {
      x.clock.set(kst('2028-01-15'));
      await x.area.renewals.run(x.clock.now());
    }
    expect((await subscriptionRow(t, a.sn)).status).toBe('ended');
    expect(await chargesOf(t, b.sn)).toEqual([{ periodNo: 2, attempt: 0, status: 'paid', amount: 470_000 }]);
    await t.database.db.update(subscriptionPlans).set({ firstPrice: null }).where(eq(subscriptionPlans.planSn, yearly));
  });

  it('a yearly plan is announced 7 days ahead, once, by mail and SMS', async () => {
    const y = await started('2027-02-20', yearly);
    y.clock.set(kst('2028-02-12'));
    await y.area.renewals.sendNotices(y.clock.now());
    expect(y.area.outbox.mails.filter((m) => m.subject.includes('자동 결제'))).toHaveLength(0);
    y.clock.set(kst('2028-02-13'));
    await y.area.renewals.sendNotices(y.clock.now());
    await y.area.renewals.sendNotices(y.clock.now());
    const mails = y.area.outbox.mails.filter((m) => m.subject.includes('자동 결제'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('470,000원');
    expect(y.area.outbox.sms).toHaveLength(1);
  });
});

describe('once and only once', () => {
  it('two processes renewing at the same moment charge once', async () => {
    const a = await started('2027-09-09');
    const other = await clockedArea(t, a.clock);
    a.clock.set(kst('2027-10-09'));
    await Promise.all([a.area.renewals.run(a.clock.now()), other.renewals.run(a.clock.now()), a.area.renewals.run(a.clock.now())]);
    expect((await chargesOf(t, a.sn)).map((c) => c.status)).toEqual(['paid', 'paid']);
    const orderIds = (await chargesOf(t, a.sn)).length;
    const stored = await t.database.db.select().from(sandboxBillingCharges).where(eq(sandboxBillingCharges.orderId, `sub-${a.sn}-p2-a0`));
    expect([orderIds, stored.length]).toEqual([2, 1]);
    expect((await subscriptionRow(t, a.sn)).periods).toBe(2);
  });

  it('a charge whose answer was lost is looked up by orderId and applied, never charged twice', async () => {
    const fake = await new FakeTossBilling().start();
    try {
      const clock = new Clock(at('2027-11-03'));
      const toss = await clockedArea(t, clock, { PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: 500 });
      const m = await createMember(t);
      const opened = await toss.subscriptions.start(m.id, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
      expect(opened).toMatchObject({ provider: 'toss', client_key: 'test_ck', sandbox_window_url: null });
      const mine = await toss.subscriptions.activate(m.id, { customerKey: opened.customer_key, authKey: fake.authorise(opened.customer_key) });
      const sn = mine.subscription!.subscription_sn;
      expect(fake.chargeCount).toBe(1);

      fake.dropNextChargeAnswer = true;
      clock.set(kst('2027-12-03'));
      await toss.renewals.run(clock.now());
      expect((await chargesOf(t, sn)).at(-1)).toMatchObject({ periodNo: 2, status: 'unknown' });
      expect((await subscriptionRow(t, sn)).periods).toBe(1);
      clock.set(kst('2027-12-03', '10:10'));
      await toss.renewals.run(clock.now());
      expect((await chargesOf(t, sn)).map((c) => c.status)).toEqual(['paid', 'paid']);
      expect((await subscriptionRow(t, sn)).periodEnd).toEqual(at('2028-01-03'));
      expect(fake.chargeCount).toBe(2);
      expect(fake.requests.filter((r) => r.path.startsWith('/v1/payments/orders/'))).toHaveLength(1);
      const after = await toss.subscriptions.mine(m.id);
      expect(after.subscription!.charges[0]!.receipt_url).toMatch(/^https:\/\/dashboard\.tosspayments\.com\/receipt\//);
    } finally {
      await fake.stop();
    }
  });
});

describe('refund of the current period', () => {
  it('within 7 days with nothing watched: everything back, the subscription ends with access now', async () => {
    const r = await started('2027-06-01');
    r.clock.set(kst('2027-06-03'));
    const quote = await r.area.subscriptions.refundQuote(r.memberId);
    expect(quote).toMatchObject({ amount: 49_000, rule: 'full_7days' });
    await expect(r.area.subscriptions.refund(r.memberId, 1000)).rejects.toMatchObject({ code: '8213' });
    const after = await r.area.subscriptions.refund(r.memberId, 49_000);
    expect(after.subscription).toMatchObject({ status: 'refunded', next_charge_at: null });
    expect(await accessUntil(t, r.sn)).toEqual(at('2027-06-03'));
    const [stored] = await t.database.db.select().from(sandboxBillingCharges).where(eq(sandboxBillingCharges.orderId, `sub-${r.sn}-p1-a0`));
    expect(stored!.balanceAmount).toBe(0);
    await expect(r.area.subscriptions.refund(r.memberId, 0)).rejects.toMatchObject({ code: '8207' });
  });
});

describe('a subscription refund whose provider answer was lost (decision 110)', () => {
  it('stays frozen, then the renewal job asks Toss again with the same key and finishes it once: refunded once, access ended', async () => {
    const fake = await new FakeTossBilling().start();
    try {
      const clock = new Clock(at('2027-11-03'));
      const toss = await clockedArea(t, clock, { PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: 500 });
      const m = await createMember(t);
      const opened = await toss.subscriptions.start(m.id, { plan_sn: monthly, consent_version: SUBSCRIPTION_CONSENT_VERSION });
      const sn = (await toss.subscriptions.activate(m.id, { customerKey: opened.customer_key, authKey: fake.authorise(opened.customer_key) })).subscription!.subscription_sn;
      const quote = await toss.subscriptions.refundQuote(m.id);

      fake.dropNextCancelAnswer = true;
      await expect(toss.subscriptions.refund(m.id, quote.amount)).rejects.toMatchObject({ code: '8450' });
      // Frozen: neither a second refund nor the member's access meanwhile; the subscription is not yet ended.
      await expect(toss.subscriptions.refund(m.id, quote.amount)).rejects.toMatchObject({ code: '8401' });
      expect((await subscriptionRow(t, sn)).status).toBe('active');
      const [frozen] = await t.database.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionSn, sn));
      expect(frozen).toMatchObject({ refundedAmount: 0, refundingAmount: quote.amount });
      expect(frozen!.refundingAt).not.toBeNull();

      // A run right away leaves a refund that may still be under way; three minutes later it is asked again.
      await toss.renewals.run(clock.now());
      expect((await subscriptionRow(t, sn)).status).toBe('active');
      clock.set(kst('2027-11-03', '10:03'));
      await toss.renewals.run(clock.now());
      expect((await subscriptionRow(t, sn)).status).toBe('refunded');
      expect(await accessUntil(t, sn)).toEqual(clock.now());
      const [done] = await t.database.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionSn, sn));
      expect(done).toMatchObject({ refundedAmount: quote.amount, refundingAt: null, refundingAmount: null });
      const cancels = fake.requests.filter((r) => r.path.endsWith('/cancel'));
      expect(cancels).toHaveLength(2);
      expect(new Set(cancels.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`refund-${done!.orderId}`]));
      expect([...fake.charges.values()][0]!.cancels).toHaveLength(1);
      const ledger = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'charge_refund'), eq(ledgerEntries.sourceId, String(done!.chargeSn))));
      expect(ledger.map((l) => l.won)).toEqual([-quote.amount]);
      // A later run finds nothing more to do.
      clock.set(kst('2027-11-03', '10:10'));
      await toss.renewals.run(clock.now());
      expect(fake.requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(2);
    } finally {
      await fake.stop();
    }
  });
});
