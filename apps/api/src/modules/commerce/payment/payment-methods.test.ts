import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orders } from '../../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { FakeToss, type DepositCallback } from '../../../test/fake-toss.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';

// Payment methods through Toss (decision 094), against a local fake of its API: 가상계좌 and its DEPOSIT_CALLBACK,
// 현금영수증 issued and cancelled, 할부 rules.

let t: TestContext;
let h: ReturnType<typeof api>;
let fake: FakeToss;

async function member(): Promise<{ id: number; tokens: Tokens }> {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
}
const grants = (memberId: number) => t.database.db.select().from(entitlements).where(eq(entitlements.memberId, memberId));
const running = async (memberId: number) => (await grants(memberId)).filter((g) => g.validUntil !== null && g.validUntil > new Date()).length;
const callback = (body: Partial<DepositCallback>) => t.request({ method: 'POST', url: '/api/payment/webhook/deposit', payload: body });
const income = { type: 'income', identity: '010-1234-5678' };

beforeAll(async () => {
  fake = await new FakeToss().start();
  t = await createTestApp({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '2000' });
  h = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** Orders a 1-month pass (59,000원) with a 가상계좌 and confirms it: the account is issued, nothing is granted yet. */
async function virtualAccountOrder(m: { id: number; tokens: Tokens }, cashReceipt: object | null = income) {
  const o = await h.order(m.tokens, { product_id: 1, pay_method: 'virtual_account', cash_receipt: cashReceipt });
  const paymentKey = fake.authorise(o.order_id, 59_000, { method: '가상계좌' });
  const c = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
  expect(c.code, c.message).toBe('0000');
  return { orderId: o.order_id, paymentKey, detail: c.data };
}

describe('가상계좌 through Toss: fulfilled only on deposit', () => {
  it('confirm issues the account and waits; the deposit callback grants once and issues the 현금영수증; replays change nothing', async () => {
    const m = await member();
    const { orderId, paymentKey, detail } = await virtualAccountOrder(m);
    expect(detail).toMatchObject({ status: 'pending', pay_method: 'virtual_account', virtual_account: { bank: '신한은행' } });
    expect(detail.virtual_account.account_number).toBeTruthy();
    expect(detail.cash_receipt).toMatchObject({ type: 'income', status: 'requested', identity_masked: '010-****-5678' });
    expect(await grants(m.id)).toHaveLength(0);

    const event = fake.depositEvent(paymentKey, 'deposit');
    const first = await callback(event);
    expect(first.json()).toMatchObject({ code: '0000', data: { outcome: 'granted' } });
    const replayed = await Promise.all([callback(event), callback(event)]);
    for (const r of replayed) expect(r.json()).toMatchObject({ data: { outcome: 'unchanged' } });
    expect(await grants(m.id)).toHaveLength(1);

    const after = (await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data;
    expect(after).toMatchObject({ status: 'awaiting_receipt', method: '가상계좌', cash_receipt: { status: 'issued', type_label: '소득공제용' } });
    expect(after.cash_receipt.receipt_url).toContain('tosspayments.com');
    const issued = [...fake.cashReceipts.values()].filter((r) => r.orderId === orderId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ type: '소득공제', amount: 59_000, customerIdentityNumber: '01012345678' });
    // Issued: the number itself is no longer kept.
    const [row] = await t.database.db.select({ identity: orders.cashReceiptIdentity }).from(orders).where(eq(orders.orderId, orderId));
    expect(row!.identity).toBeNull();
  });

  it('a wrong secret is refused (8304) and changes nothing; so is an unknown order', async () => {
    const m = await member();
    const { orderId, paymentKey } = await virtualAccountOrder(m);
    const event = fake.depositEvent(paymentKey, 'deposit');
    const wrong = await callback({ ...event, secret: 'not-the-secret' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: '8304' });
    expect((await callback({ ...event, orderId: 'ord_nosuchorder' })).json()).toMatchObject({ code: '8304' });
    expect(await grants(m.id)).toHaveLength(0);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.status).toBe('pending');
  });

  it('out of order: the deposit is turned back before its DONE callback arrives; the late DONE grants nothing', async () => {
    const m = await member();
    const { orderId, paymentKey } = await virtualAccountOrder(m, null);
    const done = fake.depositEvent(paymentKey, 'deposit');
    const returned = fake.depositEvent(paymentKey, 'return');
    // Delivered in the wrong order: the return first, then the stale DONE.
    expect((await callback(returned)).json()).toMatchObject({ data: { outcome: 'unchanged' } });
    expect((await callback(done)).json()).toMatchObject({ data: { outcome: 'unchanged' } });
    expect(await grants(m.id)).toHaveLength(0);
    // Deposited again: granted.
    expect((await callback(fake.depositEvent(paymentKey, 'deposit'))).json()).toMatchObject({ data: { outcome: 'granted' } });
    expect(await running(m.id)).toBe(1);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.cash_receipt).toBeNull();
  });

  it('a deposit turned back after the grant takes the access back and cancels the 현금영수증; the order waits again', async () => {
    const m = await member();
    const { orderId, paymentKey } = await virtualAccountOrder(m);
    await callback(fake.depositEvent(paymentKey, 'deposit'));
    expect(await running(m.id)).toBe(1);
    const r = await callback(fake.depositEvent(paymentKey, 'return'));
    expect(r.json()).toMatchObject({ data: { outcome: 'returned: waiting for deposit' } });
    expect(await running(m.id)).toBe(0);
    const d = (await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data;
    expect(d).toMatchObject({ status: 'pending', cash_receipt: { status: 'cancelled' } });
    const receipt = [...fake.cashReceipts.values()].find((x) => x.orderId === orderId)!;
    expect(receipt.cancels).toEqual([59_000]);
  });

  it('an account never paid expires after its due date, with nothing granted', async () => {
    const m = await member();
    const { orderId } = await virtualAccountOrder(m, null);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, orderId));
    fake.payments.forEach((p) => {
      if (p.orderId === orderId) p.status = 'ABORTED';
    });
    await h.order(m.tokens, { product_id: 1 }); // a new order reconciles the member's stale ones first
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.status).toBe('expired');
    expect(await grants(m.id)).toHaveLength(0);
  });

  it('deposit, then a full refund: the payment and the 현금영수증 are both cancelled', async () => {
    const m = await member();
    const { orderId, paymentKey } = await virtualAccountOrder(m, { type: 'expense', identity: '123-45-67890' });
    await callback(fake.depositEvent(paymentKey, 'deposit'));
    const quote = await h.call('GET', `/api/my/payment/${orderId}/refund`, m.tokens);
    expect(quote.data.amount).toBe(59_000);
    const done = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { bank: '88', account_number: '110123456789', holder_name: '홍길동' } });
    expect(done.code, done.message).toBe('0000');
    const d = (await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data;
    expect(d).toMatchObject({ status: 'refunded', cash_receipt: { status: 'cancelled', type: 'expense', identity_masked: '123-45-*****' } });
    const receipt = [...fake.cashReceipts.values()].find((x) => x.orderId === orderId)!;
    expect(receipt).toMatchObject({ type: '지출증빙', customerIdentityNumber: '1234567890', cancels: [59_000] });
    expect(fake.payments.get(paymentKey)!.status).toBe('CANCELED');
  });
});

describe('methods and their rules', () => {
  it('할부 is refused under 50,000원 and on anything but a card; 3개월 무이자 on 159,000원 is kept', async () => {
    const m = await member();
    // 59,000원 with 20,000 points → 39,000원: under the 할부 floor.
    await t.database.db.execute(`insert into member_points (member_id, balance) values (${m.id}, 20000) on conflict (member_id) do update set balance = 20000`);
    const small = await h.call('POST', '/api/payment/order', m.tokens, { product_id: 1, points: 20_000, installment_months: 3 });
    expect(small).toMatchObject({ status: 400, code: '8301' });
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: 2, pay_method: 'kakaopay', installment_months: 3 })).code).toBe('8302');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: 2, installment_months: 1 })).code).toBe('1000');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: 2, pay_method: 'card', cash_receipt: income })).code).toBe('8303');
    expect((await h.call('POST', '/api/payment/order', m.tokens, { product_id: 2, pay_method: 'transfer', cash_receipt: { type: 'income', identity: '12345' } })).code).toBe('1000');

    const o = await h.order(m.tokens, { product_id: 2, installment_months: 3 });
    expect(o).toMatchObject({ pay_method: 'card', installment_months: 3 });
    const paymentKey = fake.authorise(o.order_id, 159_000, { installmentMonths: 3, interestFree: true });
    const c = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 159_000 });
    expect(c.data).toMatchObject({ status: 'awaiting_receipt', installment_months: 3, interest_free: true, method: '카드' });
  });

  it('계좌이체 with a 현금영수증: issued at confirm; 카카오페이 is recorded as 간편결제 (카카오페이)', async () => {
    const m = await member();
    const o = await h.order(m.tokens, { product_id: 1, pay_method: 'transfer', cash_receipt: income });
    const paymentKey = fake.authorise(o.order_id, 59_000, { method: '계좌이체' });
    const c = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(c.data).toMatchObject({ method: '계좌이체', cash_receipt: { status: 'issued', type: 'income' } });

    const k = await h.order(m.tokens, { product_id: 2, pay_method: 'kakaopay' });
    const kakaoKey = fake.authorise(k.order_id, 159_000, { method: '간편결제', easyPay: '카카오페이' });
    const kc = await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey: kakaoKey, orderId: k.order_id, amount: 159_000 });
    expect(kc.data).toMatchObject({ method: '간편결제 (카카오페이)', pay_method: 'kakaopay', cash_receipt: null });
  });

  it('another member cannot read a 현금영수증 or 가상계좌 of someone else’s order', async () => {
    const a = await member();
    const b = await member();
    const { orderId } = await virtualAccountOrder(a);
    expect((await h.call('GET', `/api/my/payment/${orderId}`, b.tokens)).code).toBe('4010');
  });
});
