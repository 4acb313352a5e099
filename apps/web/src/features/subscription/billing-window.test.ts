import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionBillingStart } from '@school/contracts';
import { openBillingWindow } from './billing-window';
import { subscriptionApi } from '@school/contracts/endpoints';

const sandbox: SubscriptionBillingStart = {
  customer_key: 'cus_member_random',
  provider: 'sandbox',
  client_key: null,
  sandbox_window_url: `${subscriptionApi.sandboxWindow.path}?customerKey=cus_member_random`,
};

describe('openBillingWindow', () => {
  it('sends the sandbox to its card window in the same tab with same-site return paths, never loading the Toss SDK', async () => {
    const assign = vi.fn();
    const loadToss = vi.fn();
    await openBillingWindow(sandbox, { assign, origin: 'https://school.example', loadToss });
    expect(assign).toHaveBeenCalledWith(`${subscriptionApi.sandboxWindow.path}?customerKey=cus_member_random&successUrl=%2Fsubscription%2Fsuccess&failUrl=%2Fsubscription%2Ffail`);
    expect(loadToss).not.toHaveBeenCalled();
  });

  it("calls Toss's requestBillingAuth for a card with the server's customerKey and absolute return URLs", async () => {
    const requestBillingAuth = vi.fn().mockResolvedValue(undefined);
    const payment = vi.fn(() => ({ requestBillingAuth }));
    const loadTossPayments = vi.fn().mockResolvedValue({ payment });
    const loadToss = vi.fn().mockResolvedValue(loadTossPayments);
    await openBillingWindow({ ...sandbox, provider: 'toss', client_key: 'test_ck_1', sandbox_window_url: null }, { assign: vi.fn(), origin: 'https://school.example', loadToss });
    expect(loadTossPayments).toHaveBeenCalledWith('test_ck_1');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'cus_member_random' });
    expect(requestBillingAuth).toHaveBeenCalledWith({ method: 'CARD', successUrl: 'https://school.example/subscription/success', failUrl: 'https://school.example/subscription/fail' });
  });

  it('refuses to go anywhere without the window address or the client key', async () => {
    await expect(openBillingWindow({ ...sandbox, sandbox_window_url: null }, { assign: vi.fn(), origin: '' })).rejects.toThrow('카드 등록 창');
    await expect(openBillingWindow({ ...sandbox, provider: 'toss', client_key: null }, { assign: vi.fn(), origin: '' })).rejects.toThrow('결제 서비스');
  });
});
