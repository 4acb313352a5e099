import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeToss } from '../../test/fake-toss.ts';
import { PaymentError } from './payment.ts';
import { TossPayments } from './toss.ts';

let fake: FakeToss;
let toss: TossPayments;

beforeAll(async () => {
  fake = await new FakeToss().start();
  toss = new TossPayments({ secretKey: fake.secretKey, clientKey: 'test_ck', baseUrl: fake.url, timeoutMs: 2000 });
});
afterAll(() => fake.stop());

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
};

describe('Toss Payments adapter (against a local fake of the API)', () => {
  it('confirms with Basic auth (secret key and a colon) and the Idempotency-Key header', async () => {
    const key = fake.authorise('order-confirm-1', 59_000);
    const payment = await toss.confirm({ paymentKey: key, orderId: 'order-confirm-1', amount: 59_000, idempotencyKey: 'confirm-order-confirm-1' });
    expect(payment).toMatchObject({ status: 'DONE', orderId: 'order-confirm-1', totalAmount: 59_000, method: '카드' });
    expect(payment.receiptUrl).toContain('tosspayments.com');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/payments/confirm');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
    expect(req.headers['idempotency-key']).toBe('confirm-order-confirm-1');
    expect(req.body).toEqual({ paymentKey: key, orderId: 'order-confirm-1', amount: 59_000 });
  });

  it('a repeated confirm with the same idempotency key gets the same answer and charges once', async () => {
    const key = fake.authorise('order-confirm-2', 39_000);
    const before = fake.charges;
    const input = { paymentKey: key, orderId: 'order-confirm-2', amount: 39_000, idempotencyKey: 'confirm-order-confirm-2' };
    const [a, b] = await Promise.all([toss.confirm(input), toss.confirm(input)].map((p) => p.catch(() => null)));
    const again = await toss.confirm(input);
    expect([a, b].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(again.status).toBe('DONE');
    expect(fake.charges - before).toBe(1);
  });

  it('maps the provider error bodies: a refusal, our keys, an unknown payment, a crash', async () => {
    fake.declineNext = { status: 403, code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };
    const declined = await failure(toss.confirm({ paymentKey: 'k1', orderId: 'order-x', amount: 1000, idempotencyKey: 'i1' }));
    expect(declined).toMatchObject({ kind: 'declined', providerCode: 'REJECT_CARD_PAYMENT', providerMessage: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });

    const wrongKey = new TossPayments({ secretKey: 'test_sk_wrong', clientKey: 'x', baseUrl: fake.url });
    expect(await failure(wrongKey.get('anything'))).toMatchObject({ kind: 'provider', providerCode: 'UNAUTHORIZED_KEY' });

    expect(await failure(toss.get('no-such-payment'))).toMatchObject({ kind: 'not_found', providerCode: 'NOT_FOUND_PAYMENT' });

    fake.failFetch = true;
    expect(await failure(toss.get('no-such-payment'))).toMatchObject({ kind: 'provider', providerCode: 'FAILED_INTERNAL_SYSTEM_PROCESSING' });
    fake.failFetch = false;
  });

  it('a lost answer or a timeout is "unknown" (the caller fetches the payment to learn the outcome)', async () => {
    const key = fake.authorise('order-lost-1', 10_000);
    fake.dropNextConfirmAnswer = true;
    const lost = await failure(toss.confirm({ paymentKey: key, orderId: 'order-lost-1', amount: 10_000, idempotencyKey: 'confirm-order-lost-1' }));
    expect(lost.kind).toBe('unknown');
    expect((await toss.get(key)).status).toBe('DONE');

    const slow = new TossPayments({
      secretKey: fake.secretKey,
      clientKey: 'x',
      baseUrl: fake.url,
      timeoutMs: 50,
      fetch: (_url, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
    });
    expect(await failure(slow.get(key))).toMatchObject({ kind: 'unknown', providerCode: 'TIMEOUT' });
  });

  it('cancels part of a payment, then the rest, and refuses more than is left', async () => {
    const key = fake.authorise('order-cancel-1', 59_000);
    await toss.confirm({ paymentKey: key, orderId: 'order-cancel-1', amount: 59_000, idempotencyKey: 'c-1' });
    const partial = await toss.cancel({ paymentKey: key, cancelReason: '고객 환불 요청', cancelAmount: 20_000, idempotencyKey: 'refund-1' });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 39_000 });
    expect(fake.requests.at(-1)!.body).toEqual({ cancelReason: '고객 환불 요청', cancelAmount: 20_000 });
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe('refund-1');
    // The same idempotency key again does not cancel twice.
    expect((await toss.cancel({ paymentKey: key, cancelReason: '고객 환불 요청', cancelAmount: 20_000, idempotencyKey: 'refund-1' })).balanceAmount).toBe(39_000);
    expect(await failure(toss.cancel({ paymentKey: key, cancelReason: 'x', cancelAmount: 50_000, idempotencyKey: 'refund-2' }))).toMatchObject({
      kind: 'declined',
      providerCode: 'NOT_CANCELABLE_AMOUNT',
    });
    const rest = await toss.cancel({ paymentKey: key, cancelReason: '나머지', idempotencyKey: 'refund-3' });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels.map((c) => c.cancelAmount)).toEqual([20_000, 39_000]);
  });

  it('refunds a 가상계좌 payment into the buyer\'s account: the cancel body carries refundReceiveAccount; without it Toss refuses', async () => {
    const va = fake.authorise('order-va-refund-1', 59_000, { method: '가상계좌' });
    await toss.confirm({ paymentKey: va, orderId: 'order-va-refund-1', amount: 59_000, idempotencyKey: 'va-r-1' });
    fake.depositEvent(va, 'deposit');

    expect(await failure(toss.cancel({ paymentKey: va, cancelReason: '고객 환불 요청', idempotencyKey: 'va-refund-0' }))).toMatchObject({ kind: 'provider', providerCode: 'INVALID_REQUEST' });
    expect(fake.payments.get(va)!.status).toBe('DONE');

    const account = { bank: '88', accountNumber: '110123456789', holderName: '홍길동' };
    const done = await toss.cancel({ paymentKey: va, cancelReason: '고객 환불 요청', refundReceiveAccount: account, idempotencyKey: 'va-refund-1' });
    expect(done).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe(`/v1/payments/${va}/cancel`);
    expect(req.body).toEqual({ cancelReason: '고객 환불 요청', refundReceiveAccount: { bank: '88', accountNumber: '110123456789', holderName: '홍길동' } });
    expect(req.headers['idempotency-key']).toBe('va-refund-1');

    // The bank cannot match the number and the name: a refusal of the buyer's account, not of our request.
    const other = fake.authorise('order-va-refund-2', 59_000, { method: '가상계좌' });
    await toss.confirm({ paymentKey: other, orderId: 'order-va-refund-2', amount: 59_000, idempotencyKey: 'va-r-2' });
    fake.depositEvent(other, 'deposit');
    fake.refuseRefundAccount = true;
    expect(await failure(toss.cancel({ paymentKey: other, cancelReason: 'x', refundReceiveAccount: account, idempotencyKey: 'va-refund-2' }))).toMatchObject({ kind: 'declined', providerCode: 'INVALID_REFUND_ACCOUNT_INFO' });
    fake.refuseRefundAccount = false;
  });

  it('reads the method details: 할부 and 무이자 of a card, the 간편결제 provider, a 가상계좌 and its secret', async () => {
    const card = fake.authorise('order-m-1', 120_000, { installmentMonths: 3, interestFree: true });
    expect(await toss.confirm({ paymentKey: card, orderId: 'order-m-1', amount: 120_000, idempotencyKey: 'm-1' })).toMatchObject({ method: '카드', installmentMonths: 3, interestFree: true, easyPayProvider: null });

    const kakao = fake.authorise('order-m-2', 59_000, { method: '간편결제', easyPay: '카카오페이' });
    expect(await toss.confirm({ paymentKey: kakao, orderId: 'order-m-2', amount: 59_000, idempotencyKey: 'm-2' })).toMatchObject({ method: '간편결제', easyPayProvider: '카카오페이', installmentMonths: 0 });

    const va = fake.authorise('order-m-3', 59_000, { method: '가상계좌' });
    const waiting = await toss.confirm({ paymentKey: va, orderId: 'order-m-3', amount: 59_000, idempotencyKey: 'm-3' });
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: '가상계좌' });
    expect(waiting.secret).toBeTruthy();
    expect(waiting.virtualAccount).toMatchObject({ bank: '신한은행' });
    expect(waiting.virtualAccount!.dueDate).toBeTruthy();
    const callback = fake.depositEvent(va, 'deposit');
    expect(callback).toMatchObject({ orderId: 'order-m-3', status: 'DONE', secret: waiting.secret });
    expect((await toss.get(va)).status).toBe('DONE');
  });

  it('issues a 현금영수증 (POST /v1/cash-receipts with an Idempotency-Key) and cancels part of it, then the rest', async () => {
    const issued = await toss.issueCashReceipt({ amount: 59_000, orderId: 'order-cr-1', orderName: '1개월 이용권', type: '소득공제', customerIdentityNumber: '01012345678', idempotencyKey: 'cash-receipt-order-cr-1' });
    expect(issued.issueStatus).toBe('COMPLETED');
    expect(issued.receiptUrl).toContain('tosspayments.com');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/cash-receipts');
    expect(req.body).toEqual({ amount: 59_000, orderId: 'order-cr-1', orderName: '1개월 이용권', customerIdentityNumber: '01012345678', type: '소득공제' });
    expect(req.headers['idempotency-key']).toBe('cash-receipt-order-cr-1');
    // A retry after a lost answer gets the same receipt, not a second one.
    const again = await toss.issueCashReceipt({ amount: 59_000, orderId: 'order-cr-1', orderName: '1개월 이용권', type: '소득공제', customerIdentityNumber: '01012345678', idempotencyKey: 'cash-receipt-order-cr-1' });
    expect(again.receiptKey).toBe(issued.receiptKey);
    expect([...fake.cashReceipts.values()].filter((r) => r.orderId === 'order-cr-1')).toHaveLength(1);

    await toss.cancelCashReceipt({ receiptKey: issued.receiptKey, amount: 20_000, idempotencyKey: 'cr-cancel-1' });
    expect(fake.requests.at(-1)!).toMatchObject({ path: `/v1/cash-receipts/${issued.receiptKey}/cancel`, body: { amount: 20_000 } });
    await toss.cancelCashReceipt({ receiptKey: issued.receiptKey, idempotencyKey: 'cr-cancel-2' });
    expect(fake.requests.at(-1)!.body).toEqual({});
    expect(fake.cashReceipts.get(issued.receiptKey)!.cancels).toEqual([20_000, 39_000]);
    expect(await failure(toss.cancelCashReceipt({ receiptKey: issued.receiptKey, idempotencyKey: 'cr-cancel-3' }))).toMatchObject({ kind: 'declined', providerCode: 'ALREADY_CANCELED_CASH_RECEIPT' });
  });
});
