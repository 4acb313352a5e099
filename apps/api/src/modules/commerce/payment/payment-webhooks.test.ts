import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, paymentWebhooks } from '../../../db/schema/index.ts';
import { TossPayments } from '../../../providers/payment/toss.ts';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { FakeToss } from '../../../test/fake-toss.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';

// Toss's webhooks as Toss's servers send them: no XSRF cookie or header, no session (decision 104). Each is accepted
// on its own proof — the payment fetched from Toss for one of our orders, or the 가상계좌 payment's secret — and refused
// without it; unknown keys cost neither a Toss call nor a stored row; floods are limited per address and per order.

let t: TestContext;
let h: ReturnType<typeof api>;
let fake: FakeToss;
let address = 0;

/** A distinct client address per test, so one test's count does not limit another's. */
const nextAddress = () => `203.0.113.${++address}`;
/** What Toss's server sends: the body only, from its own address. */
const fromToss = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const grants = async (memberId: number) => (await t.database.db.select().from(entitlements).where(eq(entitlements.memberId, memberId))).filter((g) => g.validUntil !== null && g.validUntil > new Date());
const storedWebhooks = async () => (await t.database.db.select({ n: count() }).from(paymentWebhooks))[0]!.n;
const tossLookups = () => fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments/')).length;

beforeAll(async () => {
  fake = await new FakeToss().start();
  t = await createTestApp({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '2000' });
  h = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function member(): Promise<{ id: number; tokens: Tokens }> {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
}

/** A card payment Toss approved whose answer this server never saw (the buyer closed the window). */
async function paidBehindOurBack(m: { tokens: Tokens }) {
  const o = await h.order(m.tokens, { product_id: 1 });
  const paymentKey = fake.authorise(o.order_id, 59_000);
  await new TossPayments({ secretKey: fake.secretKey, clientKey: 'x', baseUrl: fake.url }).confirm({ paymentKey, orderId: o.order_id, amount: 59_000, idempotencyKey: `confirm-${o.order_id}` });
  return { orderId: o.order_id, paymentKey };
}

async function virtualAccountOrder(m: { tokens: Tokens }) {
  const o = await h.order(m.tokens, { product_id: 1, pay_method: 'virtual_account' });
  const paymentKey = fake.authorise(o.order_id, 59_000, { method: '가상계좌' });
  const c = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
  expect(c.code, c.message).toBe('0000');
  return { orderId: o.order_id, paymentKey };
}

describe('PAYMENT_STATUS_CHANGED, from Toss without an XSRF token', () => {
  it('grants a payment Toss reports done for our order; the body alone (a DONE Toss does not confirm) grants nothing', async () => {
    const from = nextAddress();
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1 });
    const unpaidKey = fake.authorise(o.order_id, 59_000);
    const claimed = await fromToss('/api/payment/webhook', { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: unpaidKey, orderId: o.order_id, status: 'DONE' } }, from);
    expect(claimed.json()).toMatchObject({ code: '0000', data: { outcome: 'unchanged' } });
    expect(await grants(m.id)).toHaveLength(0);

    const paid = await paidBehindOurBack(m);
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey: paid.paymentKey, orderId: paid.orderId, status: 'DONE' } };
    const r = await fromToss('/api/payment/webhook', event, from);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ code: '0000', data: { outcome: 'granted' } });
    expect(await grants(m.id)).toHaveLength(1);
  });

  it('unknown payment keys are neither looked up at Toss nor stored', async () => {
    const from = nextAddress();
    const [rows, lookups] = [await storedWebhooks(), tossLookups()];
    for (let i = 0; i < 30; i++) {
      const r = await fromToss('/api/payment/webhook', { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: `tgen_forged${i}`, status: 'DONE' } }, from);
      expect(r.json()).toMatchObject({ code: '0000', data: { outcome: 'ignored: unknown payment' } });
    }
    // An order id of someone else's order with a key that is not its payment: refused the same, after one lookup at most.
    const other = await paidBehindOurBack(await member());
    await fromToss('/api/payment/webhook', { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tgen_forged', orderId: other.orderId, status: 'DONE' } }, from);
    expect(await storedWebhooks()).toBe(rows);
    expect(tossLookups() - lookups).toBeLessThanOrEqual(1);
  });

  it('a flood of one payment key asks Toss a few times, the rest are refused (429, Toss delivers again later)', async () => {
    const from = nextAddress();
    const m = await member();
    const paid = await paidBehindOurBack(m);
    const lookups = tossLookups();
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: paid.paymentKey, orderId: paid.orderId, status: 'DONE' } };
    const answers = await Promise.all(Array.from({ length: 40 }, () => fromToss('/api/payment/webhook', event, from)));
    const codes = answers.map((a) => a.json<{ code: string }>().code);
    expect(codes.filter((c) => c === '0000').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === '1006').length).toBeGreaterThanOrEqual(35);
    expect(tossLookups() - lookups).toBeLessThanOrEqual(5);
    expect(await grants(m.id)).toHaveLength(1);
  });

  it('one address sending more than Toss ever would is refused with 1006; another address is not', async () => {
    const from = nextAddress();
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tgen_nobody', status: 'DONE' } };
    const answers = [];
    for (let i = 0; i < 125; i++) answers.push((await fromToss('/api/payment/webhook', event, from)).statusCode);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect((await fromToss('/api/payment/webhook/deposit', { secret: 'x', orderId: 'ord_x', status: 'DONE' }, from)).statusCode).toBe(429);
    expect((await fromToss('/api/payment/webhook', event, nextAddress())).statusCode).toBe(200);
  });
});

describe('DEPOSIT_CALLBACK (가상계좌), from Toss without an XSRF token', () => {
  it('the right secret grants the deposit; a wrong secret is refused (8304) and changes nothing', async () => {
    const from = nextAddress();
    const m = await member();
    const { paymentKey } = await virtualAccountOrder(m);
    const event = fake.depositEvent(paymentKey, 'deposit');
    const wrong = await fromToss('/api/payment/webhook/deposit', { ...event, secret: 'guessed-secret' }, from);
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, '8304']);
    expect(await grants(m.id)).toHaveLength(0);
    const right = await fromToss('/api/payment/webhook/deposit', event, from);
    expect(right.json()).toMatchObject({ code: '0000', data: { outcome: 'granted' } });
    expect(await grants(m.id)).toHaveLength(1);
  });

  it('a deposit turned back (입금 취소) removes the access it gave, by either webhook', async () => {
    const from = nextAddress();
    const m = await member();
    const { orderId, paymentKey } = await virtualAccountOrder(m);
    await fromToss('/api/payment/webhook/deposit', fake.depositEvent(paymentKey, 'deposit'), from);
    expect(await grants(m.id)).toHaveLength(1);
    const returned = await fromToss('/api/payment/webhook/deposit', fake.depositEvent(paymentKey, 'return'), from);
    expect(returned.json()).toMatchObject({ code: '0000', data: { outcome: 'returned: waiting for deposit' } });
    expect(await grants(m.id)).toHaveLength(0);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.status).toBe('pending');

    // Deposited again, then Toss reports the payment cancelled through PAYMENT_STATUS_CHANGED.
    await fromToss('/api/payment/webhook/deposit', fake.depositEvent(paymentKey, 'deposit'), from);
    expect(await grants(m.id)).toHaveLength(1);
    fake.payments.get(paymentKey)!.status = 'CANCELED';
    const cancelled = await fromToss('/api/payment/webhook', { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey, orderId, status: 'CANCELED' } }, from);
    expect(cancelled.json()).toMatchObject({ code: '0000', data: { outcome: 'returned: cancelled' } });
    expect(await grants(m.id)).toHaveLength(0);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.status).toBe('cancelled');
  });
});
