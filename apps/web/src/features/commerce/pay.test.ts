import { describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '@school/contracts';
import { openPaymentWindow } from './pay';

const order: OrderCreated = {
  order_id: 'ord_test_000001',
  order_name: '전체 강의 이용권 1개월',
  amount: 49_000,
  status: 'pending',
  provider: 'sandbox',
  client_key: null,
  customer_key: 'ck_member_random',
  sandbox_window_url: '/api/payment/sandbox/window/ord_test_000001',
  expires_at: '2026-11-23T00:30:00.000Z',
};

describe('openPaymentWindow', () => {
  it('sends the sandbox to its window in the same tab with same-site return paths, never loading the Toss SDK', async () => {
    const assign = vi.fn();
    const loadToss = vi.fn();
    await openPaymentWindow(order, { assign, origin: 'https://school.example', loadToss });
    expect(assign).toHaveBeenCalledWith('/api/payment/sandbox/window/ord_test_000001?successUrl=%2Fpayment%2Fsuccess&failUrl=%2Fpayment%2Ffail');
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
    });
  });
});
