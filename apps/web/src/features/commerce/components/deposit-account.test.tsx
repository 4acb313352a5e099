import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { paidOrder } from '../test-fixtures';
import { commerceApi, fillPath } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const waiting = {
  ...paidOrder,
  order_id: 'ORD-VA-1',
  status: 'pending' as const,
  status_label: '입금 대기',
  pay_method: 'virtual_account' as const,
  method: '가상계좌',
  paid_at: null,
  receipt_url: null,
  valid_from: null,
  valid_until: null,
  can_refund: false,
  can_confirm: false,
  virtual_account: { bank: '신한은행', account_number: '56211234567890', holder: '주식회사 투자학교', due_at: '2026-11-30T14:59:00.000Z' },
};

describe('가상계좌 waiting for its deposit (issue 48 item 5)', () => {
  it('/payment/success names bank, number, holder, amount and deadline, copies the number, and leads to the order, not the catalogue', async () => {
    const handler: Handler = (config) => (config.url === fillPath(commerceApi.order.path, { order_id: waiting.order_id }) ? ok(waiting) : undefined);
    const { user } = renderApp(`/payment/success?orderId=${waiting.order_id}`, { user: signedInUser, handler });
    expect(await screen.findByRole('heading', { name: '입금을 기다리고 있습니다' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: '입금 계좌' });
    for (const text of ['신한은행', '56211234567890', '주식회사 투자학교', '59,000원', '2026.11.30 23:59까지']) expect(within(box).getByText(text)).toBeInTheDocument();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(box).getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('56211234567890');
    expect(await within(box).findByText('계좌번호를 복사했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '강의 보러 가기' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '구매 내역에서 입금 확인하기' })).toHaveAttribute('href', '/my/purchase');
  });

  it('/my/purchase shows the same account on the waiting order', async () => {
    const handler: Handler = (config) => (config.url === commerceApi.myPayments.path ? ok({ list: [waiting], total: 1, page: 1, size: 10 }) : undefined);
    renderApp('/my/purchase', { user: signedInUser, handler });
    const order = await screen.findByRole('article', { name: waiting.order_name });
    const box = within(order).getByRole('region', { name: '입금 계좌' });
    expect(within(box).getByText('56211234567890')).toBeInTheDocument();
    expect(within(box).getByText('주식회사 투자학교')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '계좌번호 복사' })).toBeInTheDocument();
  });
});
