import { describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@school/contracts';
import { openPaymentWindow } from './pay';
import { fillPath, commerceApi } from '@school/contracts/endpoints';

const order: OrderCreated = {
  order_id: 'ord_test_000001',
  order_name: '전체 강의 이용권 1개월',
  amount: 49_000,
  status: 'pending',
  provider: 'sandbox',
  client_key: null,
  customer_key: 'ck_member_random',
  sandbox_window_url: fillPath(commerceApi.sandboxWindow.path, { order_id: 'ord_test_000001' }),
  expires_at: '2026-11-23T00:30:00.000Z',
  pay_method: 'card',
  installment_months: 0,
};

describe('openPaymentWindow', () => {
  it('sends the sandbox to its window in the same tab with same-site return paths, never loading the Toss SDK', async () => {
    const assign = vi.fn();
    const loadToss = vi.fn();
    await openPaymentWindow(order, { assign, origin: 'https://school.example', loadToss });
    expect(assign).toHaveBeenCalledWith(`${fillPath(commerceApi.sandboxWindow.path, { order_id: 'ord_test_000001' })}?successUrl=%2Fpayment%2Fsuccess&failUrl=%2Fpayment%2Ffail`);
    expect(loadToss).not.toHaveBeenCalled();
  });

  it("calls Toss's requestPayment with the server's order, amount and customerKey and absolute return URLs", async () => {
    const requestPayment = vi.fn().mockResolvedValue(undefined);
    const payment = vi.fn(() => ({ requestPayment }));
    const loadTossPayments = vi.fn().mockResolvedValue({ payment });
    const loadToss = vi.fn().mockResolvedValue(loadTossPayments);
    await openPaymentWindow(
      { ...order, provider: 'toss', client_key: 'test_ck_123', sandbox_window_url: null },
      { assign: vi.fn(), origin: 'https://school.example', loadToss },
    );
    expect(loadTossPayments).toHaveBeenCalledWith('test_ck_123');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'ck_member_random' });
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 49_000 },
      orderId: 'ord_test_000001',
      orderName: '전체 강의 이용권 1개월',
      successUrl: 'https://school.example/payment/success',
      failUrl: 'https://school.example/payment/fail',
      card: { cardInstallmentPlan: 0 },
    });
  });

  it('opens each method: 할부 fixed, 카카오페이 in its own window, 계좌이체 and 가상계좌 without the window’s 현금영수증', async () => {
    const requestPayment = vi.fn().mockResolvedValue(undefined);
    const loadToss = vi.fn().mockResolvedValue(vi.fn().mockResolvedValue({ payment: () => ({ requestPayment }) }));
    const toss = { ...order, provider: 'toss' as const, client_key: 'test_ck_123', sandbox_window_url: null };
    const deps = { assign: vi.fn(), origin: 'https://school.example', loadToss };
    await openPaymentWindow({ ...toss, installment_months: 6 }, deps);
    await openPaymentWindow({ ...toss, pay_method: 'kakaopay' }, deps);
    await openPaymentWindow({ ...toss, pay_method: 'transfer' }, deps);
    await openPaymentWindow({ ...toss, pay_method: 'virtual_account' }, deps);
    const calls = requestPayment.mock.calls.map((c) => c[0] as Record<string, unknown>);
    expect(calls[0]).toMatchObject({ method: 'CARD', card: { cardInstallmentPlan: 6 } });
    expect(calls[1]).toMatchObject({ method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'KAKAOPAY' } });
    expect(calls[2]).toMatchObject({ method: 'TRANSFER', transfer: { cashReceipt: { type: '미발행' } } });
    expect(calls[3]).toMatchObject({ method: 'VIRTUAL_ACCOUNT', virtualAccount: { cashReceipt: { type: '미발행' }, validHours: 72 } });
  });
});
