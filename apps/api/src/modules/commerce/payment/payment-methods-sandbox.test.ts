import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { randomBytes } from 'node:crypto';
import { PaymentError } from '../../../providers/payment/payment.ts';
import { api } from '../../../test/commerce.ts';
import { createCommerce } from '../commerce.ts';

// The sandbox window offers each method (decision 094): what it shows, what the order records, and the sandbox bank.

let t: TestContext;
let h: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

async function member(): Promise<Tokens> {
  return login(t, await createMember(t));
}
const page = async (url: string) => (await t.request({ method: 'GET', url })).body;

describe('sandbox window with each method', () => {
  it('카카오페이: the window names it; the paid order records 간편결제 (카카오페이)', async () => {
    const tokens = await member();
    const o = await h.order(tokens, { product_id: 1, pay_method: 'kakaopay' });
    expect(await page(`/api/payment/sandbox/window/${o.order_id}`)).toContain('카카오페이로 결제 승인');
    const back = await h.windowChoice(o.order_id, 'approve');
    const c = await h.call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(c.data).toMatchObject({ status: 'awaiting_receipt', method: '간편결제 (카카오페이)', pay_method: 'kakaopay' });
  });

  it('card in 할부: the window says the months; the order keeps them', async () => {
    const tokens = await member();
    const o = await h.order(tokens, { product_id: 2, installment_months: 6 });
    expect(await page(`/api/payment/sandbox/window/${o.order_id}`)).toContain('6개월 할부');
    const id = await h.buy(tokens, { product_id: 2, installment_months: 6 });
    expect((await h.call('GET', `/api/my/payment/${id}`, tokens)).data).toMatchObject({ installment_months: 6, method: '카드' });
  });

  it('계좌이체 with a 소득공제 현금영수증: issued, listed on the purchase and on the receipt page', async () => {
    const tokens = await member();
    const id = await h.buy(tokens, { product_id: 1, pay_method: 'transfer', cash_receipt: { type: 'income', identity: '01098765432' } });
    const list = (await h.call('GET', '/api/my/payment', tokens)).data.list as { order_id: string; cash_receipt: { status: string; receipt_url: string } | null }[];
    const mine = list.find((x) => x.order_id === id)!;
    expect(mine.cash_receipt).toMatchObject({ status: 'issued', type_label: '소득공제용', identity_masked: '010-****-5432' });
    const receipt = await page(mine.cash_receipt!.receipt_url);
    expect(receipt).toContain('현금영수증');
    expect(receipt).toContain('010-****-5432');
    expect(receipt).not.toContain('01098765432');
  });

  it('가상계좌 in the sandbox bank: pending until 입금하기, granted once; 입금 취소 takes it back', async () => {
    const tokens = await member();
    const o = await h.order(tokens, { product_id: 1, pay_method: 'virtual_account', cash_receipt: { type: 'expense', identity: '1234567890' } });
    expect(await page(`/api/payment/sandbox/window/${o.order_id}`)).toContain('가상계좌 발급');
    const back = await h.windowChoice(o.order_id, 'approve');
    const c = await h.call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 });
    expect(c.data).toMatchObject({ status: 'pending', virtual_account: { bank: '샌드박스은행' } });
    expect(await page(`/api/payment/sandbox/bank/${o.order_id}?action=deposit`)).toContain('granted');
    expect(await page(`/api/payment/sandbox/bank/${o.order_id}?action=deposit`)).toContain('바뀐 것이 없습니다');
    expect((await h.call('GET', `/api/my/payment/${o.order_id}`, tokens)).data).toMatchObject({ status: 'awaiting_receipt', cash_receipt: { status: 'issued' } });
    expect(await page(`/api/payment/sandbox/bank/${o.order_id}?action=return`)).toContain('returned');
    expect((await h.call('GET', `/api/my/payment/${o.order_id}`, tokens)).data).toMatchObject({ status: 'pending', cash_receipt: { status: 'cancelled' } });
  });

  it('가상계좌 refund in the sandbox: like Toss, the cancel needs the buyer\'s account; a refused account (…0000) waits for another', async () => {
    const tokens = await member();
    const o = await h.order(tokens, { product_id: 1, pay_method: 'virtual_account' });
    const back = await h.windowChoice(o.order_id, 'approve');
    await h.call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: 59_000 });
    await page(`/api/payment/sandbox/bank/${o.order_id}?action=deposit`);

    const provider = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) }).provider;
    const bare = await provider.cancel({ paymentKey: String(back.query.paymentKey), cancelReason: '테스트', idempotencyKey: 'sandbox-va-bare' }).catch((e: unknown) => e);
    expect(bare).toBeInstanceOf(PaymentError);
    expect(bare).toMatchObject({ providerCode: 'INVALID_REQUEST' });

    const refused = await h.call('POST', `/api/my/payment/${o.order_id}/refund`, tokens, { expected_amount: 59_000, refund_account: { bank: '20', account_number: '1002000000000', holder_name: '김투자' } });
    expect(refused).toMatchObject({ status: 400, code: '8307' });
    const done = await h.call('POST', `/api/my/payment/${o.order_id}/refund`, tokens, { expected_amount: 59_000, refund_account: { bank: '20', account_number: '1002123456789', holder_name: '김투자' } });
    expect(done.code, done.message).toBe('0000');
    expect(done.data).toMatchObject({ status: 'refunded', refund_account: { bank_name: '우리은행', account_number_masked: '*********6789', holder_name_masked: '김*자' } });
  });
});
