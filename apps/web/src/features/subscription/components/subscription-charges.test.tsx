import { koreanMoment } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { commerceApi, subscriptionApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const charge = (order_id: string, attempted_at: string, status: string, status_label: string) => ({
  order_id,
  amount: 29_000,
  status,
  status_label,
  attempt: 1,
  period_start: attempted_at,
  period_end: koreanMoment('2026-12-26', '00:00').toISOString(),
  attempted_at,
  failure_message: status === 'failed' ? '카드 한도가 부족합니다.' : null,
  refunded_amount: 0,
  receipt_url: status === 'paid' ? 'https://example.com/receipt' : null,
});
const subscription = {
  subscription_sn: 7,
  plan_name: '월간 구독',
  months: 1,
  status: 'active',
  status_label: '이용 중',
  period_start: koreanMoment('2026-11-26', '00:00').toISOString(),
  period_end: koreanMoment('2026-12-26', '00:00').toISOString(),
  next_charge_at: koreanMoment('2026-12-26', '00:00').toISOString(),
  next_charge_amount: 29_000,
  grace_until: null,
  card_label: '신한 ****1234',
  consent_needed: null,
  charges: [charge('SUB-2', koreanMoment('2026-11-26', '09:00').toISOString(), 'paid', '결제 완료'), charge('SUB-1', koreanMoment('2026-11-25', '09:00').toISOString(), 'failed', '결제 실패')],
};

const asked: string[] = [];
function server(sub: unknown): Handler {
  return (config) => {
    asked.push(config.url ?? '');
    if (config.url === commerceApi.myPayments.path) return ok({ list: [], total: 0, page: 1, size: 10 });
    if (config.url === subscriptionApi.mine.path) return ok({ subscription: sub });
    return undefined;
  };
}

describe('/my/purchase subscription charges', () => {
  it('lists the automatic charges beside the orders, with the receipt and the way to 해지·환불', async () => {
    renderApp('/my/purchase', { user: signedInUser, handler: server(subscription) });
    const section = await screen.findByRole('region', { name: '구독 자동 결제 (2건)' });
    expect(within(section).getAllByText('29,000원 · 결제 완료')).toHaveLength(1);
    expect(within(section).getByText('카드 한도가 부족합니다.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /결제 영수증/ })).toHaveAttribute('href', 'https://example.com/receipt');
    expect(within(section).getByRole('link', { name: '구독 해지·환불은 내 정보에서' })).toHaveAttribute('href', '/my');
  });

  it('shows nothing for a member who never subscribed', async () => {
    renderApp('/my/purchase', { user: signedInUser, handler: server(null) });
    expect(await screen.findByText(/구매한 내역이 없습니다/)).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain(subscriptionApi.mine.path));
    await new Promise((r) => setTimeout(r, 50)); // the answer rendered
    expect(screen.queryByRole('region', { name: /구독 자동 결제/ })).toBeNull();
  });
});
