import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { commerceApi, noticesApi, fillPath } from '@school/contracts/endpoints';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { paidOrder, quoteFor, refundQuoteOf } from '../test-fixtures';

// Whole-app renders: generous when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 45_000 });

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const refundUrl = fillPath(commerceApi.refund.path, { order_id: paidOrder.order_id });

/**
 * A server whose unread count goes up by one with each notice the member's action makes (the payment's confirm, a
 * refund). The action answers only once the bell has asked for its first count, so a count the bell shows after it
 * can only come from asking again.
 */
function server() {
  let unread = 0;
  let asked!: () => void;
  const bellAsked = new Promise<void>((resolve) => (asked = resolve));
  const handler: Handler = async (c) => {
    if (c.url === noticesApi.unread.path) {
      asked();
      return ok({ unread });
    }
    if (c.url === commerceApi.confirm.path) {
      await bellAsked;
      unread += 1;
      return ok({ ...paidOrder, status: 'paid' });
    }
    // Paid wholly by coupon and points (decision 139): the order's answer is the purchase, its notice already listed.
    if (c.url === commerceApi.quote.path) return ok({ ...quoteFor(JSON.parse(String(c.data))), coupon_discount: 59_000, amount: 0, vat: 0 });
    if (c.url === commerceApi.orderCreate.path && c.method === 'post') {
      await bellAsked;
      unread += 1;
      return ok({ order_id: paidOrder.order_id, order_name: paidOrder.order_name, amount: 0, status: 'paid', provider: 'sandbox', client_key: 'ck', customer_key: 'cus', sandbox_window_url: null, expires_at: '2026-11-20T01:30:00.000Z', pay_method: 'card', installment_months: 0 });
    }
    if (c.url === fillPath(commerceApi.order.path, { order_id: paidOrder.order_id })) return ok({ ...paidOrder, status: 'paid', amount: 0, coupon_discount: 59_000 });
    if (c.url === commerceApi.myPayments.path) return ok({ list: [{ ...paidOrder, status: 'paid', status_label: '결제완료' }], total: 1, page: 1, size: 10 });
    if (c.url === refundUrl && c.method === 'get') return ok(refundQuoteOf(59_000, ['59,000원 × 100% = 59,000원']));
    if (c.url === refundUrl && c.method === 'post') {
      await bellAsked;
      unread += 1;
      return ok({ ...paidOrder, status: 'refunded' }, '환불이 완료되었습니다.');
    }
    return undefined;
  };
  return handler;
}

// The bell is in the desktop and the phone header; either shows the count.
const bellSays = async (name: string) => expect((await screen.findAllByRole('link', { name }))[0]).toBeInTheDocument();

describe('the bell after the member’s own action (decision 135)', () => {
  it('counts the payment’s notice as soon as the result page’s confirm answers, not a minute later', async () => {
    renderApp(`/payment/success?paymentKey=pk_1&orderId=${paidOrder.order_id}&amount=59000`, { user: signedInUser, handler: server() });
    expect(await screen.findByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeInTheDocument();
    await bellSays('알림 1개 안 읽음');
  });

  it('counts the notice of an order paid wholly by coupon and points as soon as the order answers', async () => {
    const { user } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: server() });
    await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
    await user.click(await screen.findByRole('button', { name: '0원 결제하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeInTheDocument();
    await bellSays('알림 1개 안 읽음');
  });

  it('counts the refund’s notice as soon as the refund answers', async () => {
    const { user } = renderApp('/my/purchase', { user: signedInUser, handler: server() });
    const order = await screen.findByRole('article', { name: paidOrder.order_name });
    await user.click(within(order).getByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await user.click(await within(dialog).findByRole('button', { name: '59,000원 환불 받기' }));
    await bellSays('알림 1개 안 읽음');
  });
});
