import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orders } from '../../db/schema/index.ts';
import { TossPayments } from '../../providers/payment/toss.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { FakeToss } from '../../test/fake-toss.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { createCommerce } from './commerce.ts';

let t: TestContext;
let h: ReturnType<typeof api>;
let fake: FakeToss;

async function member(): Promise<{ id: number; tokens: Tokens }> {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
}
const grants = (memberId: number) => t.database.db.select().from(entitlements).where(eq(entitlements.memberId, memberId));

beforeAll(async () => {
  fake = await new FakeToss().start();
  t = await createTestApp({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '2000' });
  h = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('checkout with Toss Payments (local fake of its API)', () => {
  it('an order tells the browser SDK what to request; no sandbox window', async () => {
    const m = await member();
    const o = await h.call('POST', '/api/payment/order', m.tokens, { product_id: 1 });
    expect(o.data).toMatchObject({ provider: 'toss', client_key: 'test_ck_fake', amount: 59_000, sandbox_window_url: null });
    expect(o.data.order_id).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(o.data.customer_key).toMatch(/^[A-Za-z0-9_-]{2,50}$/);
    expect((await t.request({ method: 'GET', url: `/api/payment/sandbox/window/${o.data.order_id}` })).statusCode).toBe(404);
  });

  it('a confirm whose answer was lost is reconciled by fetching the payment: one charge, one grant', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1 });
    const paymentKey = fake.authorise(o.order_id, 59_000);
    const before = fake.charges;
    fake.dropNextConfirmAnswer = true;
    const r = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(r.code, r.message).toBe('0000');
    expect(r.data).toMatchObject({ status: 'awaiting_receipt', method: '카드' });
    expect(r.data.receipt_url).toContain('tosspayments.com');
    expect((await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 })).code).toBe('0000');
    expect(fake.charges - before).toBe(1);
    expect(await grants(m.id)).toHaveLength(1);
    const confirmCall = fake.requests.find((q) => q.path === '/v1/payments/confirm' && (q.body as { orderId: string }).orderId === o.order_id)!;
    expect(confirmCall.headers['idempotency-key']).toBe(`confirm-${o.order_id}`);
  });

  it('lost answer and the provider unreachable: 4021 and no grant; the reconciliation job grants it later', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1 });
    const paymentKey = fake.authorise(o.order_id, 59_000);
    fake.dropNextConfirmAnswer = true;
    fake.failFetch = true;
    const r = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(r.code).toBe('4021');
    expect(await grants(m.id)).toHaveLength(0);
    fake.failFetch = false;
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, o.order_id));
    const job = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) });
    expect(await job.payments.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await grants(m.id)).toHaveLength(1);
    expect((await h.call('GET', `/api/payment/order/${o.order_id}`, m.tokens)).data.status).toBe('awaiting_receipt');
  });

  it('a refusal keeps its provider message and grants nothing', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1 });
    const paymentKey = fake.authorise(o.order_id, 59_000);
    fake.declineNext = { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };
    const r = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(r).toMatchObject({ code: '4020' });
    expect(r.message).toContain('한도초과');
    expect(await grants(m.id)).toHaveLength(0);
    expect((await h.call('GET', `/api/payment/order/${o.order_id}`, m.tokens)).data).toMatchObject({ status: 'failed' });
  });

  it('the webhook fetches the payment: a payment done at Toss is granted once, replays change nothing', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1 });
    const paymentKey = fake.authorise(o.order_id, 59_000);
    // Our confirm reached Toss but this server never saw the answer (say it restarted).
    await new TossPayments({ secretKey: fake.secretKey, clientKey: 'x', baseUrl: fake.url }).confirm({ paymentKey, orderId: o.order_id, amount: 59_000, idempotencyKey: `confirm-${o.order_id}` });
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey, orderId: o.order_id, status: 'DONE' } };
    const first = await t.request({ method: 'POST', url: '/api/payment/webhook', payload: event });
    expect(first.json()).toMatchObject({ code: '0000', data: { outcome: 'granted' } });
    const replay = await t.request({ method: 'POST', url: '/api/payment/webhook', payload: event });
    expect(replay.json()).toMatchObject({ data: { outcome: 'unchanged' } });
    expect(await grants(m.id)).toHaveLength(1);
    expect(fake.requests.filter((q) => q.method === 'GET' && q.path === `/v1/payments/${paymentKey}`).length).toBeGreaterThanOrEqual(2);
  });

  it('a refund is a partial cancel at Toss with an idempotency key', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 2 });
    const paymentKey = fake.authorise(o.order_id, 159_000);
    await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 159_000 });
    await t.database.db.update(entitlements).set({ validFrom: new Date(Date.now() - 40 * 86_400_000) }).where(eq(entitlements.memberId, m.id));
    await t.database.db.update(orders).set({ paidAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(orders.orderId, o.order_id));
    const quote = await h.call('GET', `/api/my/payment/${o.order_id}/refund`, m.tokens);
    expect(quote.data.rule).toBe('academy_pro_rata');
    const done = await h.call('POST', `/api/my/payment/${o.order_id}/refund`, m.tokens, { expected_amount: quote.data.amount });
    expect(done.data.status).toBe('refunded');
    const cancel = fake.requests.filter((q) => q.path === `/v1/payments/${paymentKey}/cancel`).at(-1)!;
    expect(cancel.body).toEqual({ cancelReason: '고객 환불 요청', cancelAmount: quote.data.amount });
    expect(cancel.headers['idempotency-key']).toBe(`refund-${o.order_id}`);
    expect(fake.payments.get(paymentKey)).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 159_000 - quote.data.amount });
  });
});
