import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTossBilling } from '../../test/fake-toss-billing.ts';
import { PaymentError } from './payment.ts';
import { TossBilling } from './toss-billing.ts';

let fake: FakeTossBilling;
let toss: TossBilling;

beforeAll(async () => {
  fake = await new FakeTossBilling().start();
  toss = new TossBilling({ secretKey: fake.secretKey, clientKey: 'test_ck', baseUrl: fake.url, timeoutMs: 10_000 });
});
afterAll(() => fake.stop());

async function card(customerKey = `cus_${Math.random().toString(36).slice(2)}`) {
  return toss.issue({ authKey: fake.authorise(customerKey), customerKey });
}

describe('TossBilling against a server speaking Toss billing', () => {
  it('issues a billing key from authKey + customerKey with Basic auth, and the card as Toss masks it', async () => {
    const c = await card('cus_issue_1');
    expect(c).toMatchObject({ customerKey: 'cus_issue_1', cardCompany: '신한', cardNumber: '43301234****123*' });
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/billing/authorizations/issue', body: { customerKey: 'cus_issue_1' } });
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
    await expect(toss.issue({ authKey: 'bln_unknown', customerKey: 'cus_issue_1' })).rejects.toMatchObject({ kind: 'declined', providerCode: 'INVALID_AUTH_KEY' });
  });

  it('charges the key with the Idempotency-Key; the same key again answers the first result and charges once', async () => {
    const c = await card();
    const input = { billingKey: c.billingKey, customerKey: c.customerKey, amount: 49_000, orderId: 'sub-1-p2-a0', orderName: '월간 구독', idempotencyKey: 'sub-1-p2-a0' };
    const before = fake.chargeCount;
    const first = await toss.charge(input);
    const again = await toss.charge(input);
    expect(first).toMatchObject({ status: 'DONE', totalAmount: 49_000, orderId: 'sub-1-p2-a0' });
    expect(again.paymentKey).toBe(first.paymentKey);
    expect(fake.chargeCount - before).toBe(1);
    const req = fake.requests.find((r) => r.path === `/v1/billing/${c.billingKey}`)!;
    expect(req.headers['idempotency-key']).toBe('sub-1-p2-a0');
    expect(req.body).toEqual({ customerKey: c.customerKey, amount: 49_000, orderId: 'sub-1-p2-a0', orderName: '월간 구독' });
  });

  it('a refusal is declined with Toss code and message; a lost answer is unknown and found by orderId', async () => {
    const c = await card();
    fake.declineNext = { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };
    const refused = await toss.charge({ billingKey: c.billingKey, customerKey: c.customerKey, amount: 1000, orderId: 'sub-2-p2-a0', orderName: '구독', idempotencyKey: 'sub-2-p2-a0' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentError);
    expect(refused).toMatchObject({ kind: 'declined', providerCode: 'REJECT_CARD_PAYMENT', providerMessage: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });

    fake.dropNextChargeAnswer = true;
    const lost = await toss.charge({ billingKey: c.billingKey, customerKey: c.customerKey, amount: 1000, orderId: 'sub-2-p2-a1', orderName: '구독', idempotencyKey: 'sub-2-p2-a1' }).catch((e: unknown) => e);
    expect(lost).toMatchObject({ kind: 'unknown' });
    expect(await toss.findByOrderId('sub-2-p2-a1')).toMatchObject({ status: 'DONE', totalAmount: 1000 });
    await expect(toss.findByOrderId('sub-none')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('cancels part of a charge', async () => {
    const c = await card();
    const p = await toss.charge({ billingKey: c.billingKey, customerKey: c.customerKey, amount: 9000, orderId: 'sub-3-p1-a0', orderName: '구독', idempotencyKey: 'sub-3-p1-a0' });
    const cancelled = await toss.cancel({ paymentKey: p.paymentKey, cancelReason: '구독 환불', cancelAmount: 6000, idempotencyKey: 'refund-sub-3-p1-a0' });
    expect(cancelled).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 3000 });
  });

  it('wrong keys are the provider side, not a refusal of the member', async () => {
    const wrong = new TossBilling({ secretKey: 'test_sk_wrong', clientKey: 'x', baseUrl: fake.url });
    await expect(wrong.findByOrderId('sub-3-p1-a0')).rejects.toMatchObject({ kind: 'provider', providerCode: 'UNAUTHORIZED_KEY' });
  });
});
