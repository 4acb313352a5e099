import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orders } from '../../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { FakeToss } from '../../../test/fake-toss.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';
import { createCommerce } from '../commerce.ts';

// Refunds of 가상계좌 payments (decision 094): Toss's cancel needs refundReceiveAccount, the buyer's own bank account.
// Asked for exactly on a 가상계좌 order, sealed until the cancel succeeds, shown back only masked.

let t: TestContext;
let h: ReturnType<typeof api>;
let fake: FakeToss;
let staff: Tokens;

const account = { bank: '88', account_number: '110-1234-56789', holder_name: '홍길동' };

beforeAll(async () => {
  fake = await new FakeToss().start();
  t = await createTestApp({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: fake.secretKey, TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_BASE_URL: fake.url, PAYMENT_TIMEOUT_MS: '2000' });
  h = api(t);
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const member = async () => {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
};
const running = async (memberId: number) =>
  (await t.database.db.select().from(entitlements).where(eq(entitlements.memberId, memberId))).filter((g) => g.validUntil !== null && g.validUntil > new Date()).length;
const stored = async (orderId: string) =>
  (await t.database.db.select({ sealed: orders.refundAccountSealed, status: orders.status }).from(orders).where(eq(orders.orderId, orderId)))[0]!;
const cancelsOf = (paymentKey: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentKey}/cancel`);

/** A 1-month pass (59,000원) paid by 가상계좌: issued, then deposited (access granted). */
async function paidByVirtualAccount(m: { tokens: Tokens }) {
  const o = await h.order(m.tokens, { product_id: 1, pay_method: 'virtual_account' });
  const paymentKey = fake.authorise(o.order_id, 59_000, { method: '가상계좌' });
  expect((await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 })).code).toBe('0000');
  const deposit = await t.request({ method: 'POST', url: '/api/payment/webhook/deposit', payload: fake.depositEvent(paymentKey, 'deposit') });
  expect(deposit.statusCode).toBe(200);
  return { orderId: o.order_id, paymentKey };
}

async function paidByCard(m: { tokens: Tokens }) {
  const o = await h.order(m.tokens, { product_id: 1, pay_method: 'card' });
  const paymentKey = fake.authorise(o.order_id, 59_000);
  expect((await h.call('POST', '/api/payment/confirm', m.tokens, { paymentKey, orderId: o.order_id, amount: 59_000 })).code).toBe('0000');
  return { orderId: o.order_id, paymentKey };
}

describe('a member refunds a 가상계좌 order', () => {
  it('without a refund account: refused with a Korean message; nothing changes, Toss is not called', async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByVirtualAccount(m);
    const r = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000 });
    expect(r).toMatchObject({ status: 400, code: '8305', message: '가상계좌로 결제한 주문은 환불받을 계좌(은행, 계좌번호, 예금주)를 입력해야 환불할 수 있습니다.' });
    const d = (await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data;
    expect(d).toMatchObject({ status: 'awaiting_receipt', refunded_at: null, refund_account: null, can_refund: true });
    expect(await running(m.id)).toBe(1);
    expect(cancelsOf(paymentKey)).toHaveLength(0);
    expect(fake.payments.get(paymentKey)!.status).toBe('DONE');
  });

  it('a wrong account number or an unknown bank: a Korean input message, nothing changes', async () => {
    const m = await member();
    const { orderId } = await paidByVirtualAccount(m);
    const short = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { ...account, account_number: '12345' } });
    expect(short.status).toBe(400);
    expect(short.message).toContain('계좌번호는 숫자만 10~14자리로 입력해 주세요');
    const letters = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { ...account, account_number: '110abc456789' } });
    expect(letters.message).toContain('계좌번호는 숫자만');
    const bank = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { ...account, bank: '004' } });
    expect(bank.message).toContain('환불받을 은행을 골라 주세요');
    const holder = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { ...account, holder_name: '  ' } });
    expect(holder.message).toContain('예금주 이름을 입력해 주세요');
    expect((await stored(orderId)).status).toBe('awaiting_receipt');
    expect(await running(m.id)).toBe(1);
  });

  it('with an account: refunded; Toss got refundReceiveAccount (digits only); the order shows it masked and keeps no number', async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByVirtualAccount(m);
    const r = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, reason: '일정이 바뀌었습니다', refund_account: account });
    expect(r.code, r.message).toBe('0000');
    expect(r.data).toMatchObject({ status: 'refunded', refund_account: { bank: '88', bank_name: '신한은행', account_number_masked: '********6789', holder_name_masked: '홍*동' } });
    expect(JSON.stringify(r.data)).not.toContain('110123456789');
    const [cancel] = cancelsOf(paymentKey);
    expect(cancel!.body).toMatchObject({ refundReceiveAccount: { bank: '88', accountNumber: '110123456789', holderName: '홍길동' } });
    expect(fake.payments.get(paymentKey)!.status).toBe('CANCELED');
    expect(await running(m.id)).toBe(0);
    // The account is kept only until the cancel succeeds.
    expect((await stored(orderId)).sealed).toBeNull();
  });

  it('the bank refuses the account: 8307, the refund waits (no retry with it); a corrected account finishes it', async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByVirtualAccount(m);
    fake.refuseRefundAccount = true;
    const refused = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: account });
    fake.refuseRefundAccount = false;
    expect(refused).toMatchObject({ status: 400, code: '8307' });
    expect(refused.message).toContain('은행에서 환불 계좌를 확인하지 못했습니다');
    expect(await stored(orderId)).toEqual({ status: 'refund_requested', sealed: null });
    expect(fake.payments.get(paymentKey)!.status).toBe('DONE');
    // The retry job leaves it alone: there is no account to send.
    await t.database.db.update(orders).set({ refundRequestedAt: new Date(Date.now() - 3_600_000) }).where(eq(orders.orderId, orderId));
    const before = cancelsOf(paymentKey).length;
    await createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) }).refunds.retryPending();
    expect(cancelsOf(paymentKey)).toHaveLength(before);

    const again = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: { bank: '06', account_number: '12345678901234', holder_name: '홍길동' } });
    expect(again.code, again.message).toBe('0000');
    expect(again.data).toMatchObject({ status: 'refunded', refund_account: { bank_name: 'KB국민은행', account_number_masked: '**********1234' } });
    expect(cancelsOf(paymentKey).at(-1)!.body).toMatchObject({ refundReceiveAccount: { bank: '06', accountNumber: '12345678901234' } });
  });
});

describe('a card order needs no account', () => {
  it('refunded without one (the cancel carries none); an account sent for it is refused', async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByCard(m);
    const withAccount = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000, refund_account: account });
    expect(withAccount).toMatchObject({ status: 400, code: '8306' });
    expect((await stored(orderId)).status).toBe('awaiting_receipt');
    const r = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000 });
    expect(r.code, r.message).toBe('0000');
    expect(r.data).toMatchObject({ status: 'refunded', refund_account: null });
    expect(cancelsOf(paymentKey).at(-1)!.body).not.toHaveProperty('refundReceiveAccount');
  });
});

describe('operators and reviews', () => {
  it("an operator cannot refund a 가상계좌 order into an account the operator types (it could be the operator's own)", async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByVirtualAccount(m);
    const url = `/api/admin/commerce/orders/${orderId}/refund`;
    const cancels = cancelsOf(paymentKey).length;
    for (const body of [{ mode: 'full', reason: '고객 요청' }, { mode: 'full', reason: '고객 요청', refund_account: account }]) {
      const refused = await h.call('POST', url, staff, body);
      expect(refused).toMatchObject({ status: 400, code: '8305' });
    }
    expect((await stored(orderId)).status).toBe('awaiting_receipt');
    expect((await stored(orderId)).sealed).toBeNull();
    expect(cancelsOf(paymentKey)).toHaveLength(cancels);
  });

  it('a review request of a 가상계좌 order takes the account; the approval refunds into it; a refusal drops it', async () => {
    const m = await member();
    const { orderId, paymentKey } = await paidByVirtualAccount(m);
    const reason = '강의 재생 오류로 전액 환불을 검토해 주세요.';
    expect((await h.call('POST', `/api/my/payment/${orderId}/refund-review`, m.tokens, { reason })).code).toBe('8305');
    const asked = await h.call('POST', `/api/my/payment/${orderId}/refund-review`, m.tokens, { reason, refund_account: account });
    expect(asked.code, asked.message).toBe('0000');
    expect((await h.call('GET', `/api/my/payment/${orderId}`, m.tokens)).data.refund_account).toMatchObject({ bank_name: '신한은행', holder_name_masked: '홍*동' });
    expect((await stored(orderId)).sealed).not.toBeNull();

    const list = await h.call<{ list: { id: number; order_id: string }[] }>('GET', '/api/admin/commerce/refund-reviews', staff);
    const review = list.data.list.find((r) => r.order_id === orderId)!;
    const approved = await h.call('POST', `/api/admin/commerce/refund-reviews/${review.id}/approve`, staff, { mode: 'full', reason: '재생 오류 확인' });
    expect(approved.code, approved.message).toBe('0000');
    expect(await stored(orderId)).toEqual({ status: 'refunded', sealed: null });
    expect(cancelsOf(paymentKey).at(-1)!.body).toMatchObject({ refundReceiveAccount: { accountNumber: '110123456789' } });

    const other = await member();
    const second = await paidByVirtualAccount(other);
    await h.call('POST', `/api/my/payment/${second.orderId}/refund-review`, other.tokens, { reason, refund_account: account });
    const open = (await h.call<{ list: { id: number; order_id: string }[] }>('GET', '/api/admin/commerce/refund-reviews', staff)).data.list.find((r) => r.order_id === second.orderId)!;
    expect((await h.call('POST', `/api/admin/commerce/refund-reviews/${open.id}/refuse`, staff, { answer: '기준대로만 환불할 수 있습니다.' })).code).toBe('0000');
    expect(await stored(second.orderId)).toEqual({ status: 'awaiting_receipt', sealed: null });
  });
});
