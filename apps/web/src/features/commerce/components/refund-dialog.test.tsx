import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { paidOrder, refundQuoteOf } from '../test-fixtures';
import { commerceApi, fillPath } from '@school/contracts/endpoints';

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const refundUrl = fillPath(commerceApi.refund.path, { order_id: paidOrder.order_id });

/** The refund amount changes once between the first quote and the request (a lecture played meanwhile). */
function server(): { handler: Handler; posted: unknown[] } {
  const posted: unknown[] = [];
  let amount = 59_000;
  const handler: Handler = (config) => {
    if (config.url === commerceApi.myPayments.path) return ok({ list: [posted.length === 2 ? { ...paidOrder, status: 'refunded', status_label: '환불 완료', can_refund: false, can_confirm: false } : paidOrder], total: 1, page: 1, size: 10 });
    if (config.url === refundUrl && config.method === 'get')
      return ok(refundQuoteOf(amount, amount === 59_000 ? ['결제 후 3일째, 이 결제로 제공된 강의 없음 (미리보기·무료 강의 제외) → 7일 이내 청약철회로 전액 환불 (전자상거래법 제17조)', '59,000원 × 100% = 59,000원'] : ['이용 기간 30일 중 3일 경과(1/3 이전): 결제 금액의 2/3', '59,000원 × 2/3 = 39,333원']));
    if (config.url === refundUrl && config.method === 'post') {
      posted.push(JSON.parse(String(config.data)));
      if (posted.length === 1) {
        amount = 39_333;
        return { status: 409, body: { code: '4051', message: '환불 금액이 바뀌었습니다. 새 환불 금액을 확인한 뒤 다시 요청해 주세요.', data: null } };
      }
      return ok({ ...paidOrder, status: 'refunded' }, '환불이 완료되었습니다.');
    }
    return undefined;
  };
  return { handler, posted };
}

describe('/my/purchase refund dialog', () => {
  it('shows the amount and how it was computed before anything is sent, and sends back the amount seen', async () => {
    const { handler, posted } = server();
    const { user } = renderApp('/my/purchase', { user: signedInUser, handler });
    const order = await screen.findByRole('article', { name: paidOrder.order_name });
    expect(within(order).getByText('59,000원')).toBeInTheDocument();
    // A card order opens the course at payment: no escrow wait to act on (decision 108).
    expect(within(order).getByText('결제완료')).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: '구매확정' })).not.toBeInTheDocument();

    await user.click(within(order).getByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    expect(await within(dialog).findByLabelText('환불 예정 금액')).toHaveTextContent('59,000원');
    expect(within(dialog).getByText('결제 후 3일째, 이 결제로 제공된 강의 없음 (미리보기·무료 강의 제외) → 7일 이내 청약철회로 전액 환불 (전자상거래법 제17조)')).toBeInTheDocument();
    expect(posted).toEqual([]);
    // A card order goes back to the card: no bank account is asked for.
    expect(within(dialog).queryByRole('group', { name: '환불받을 계좌' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^사유/ }), '일정이 바뀌었어요');
    await user.click(within(dialog).getByRole('button', { name: '59,000원 환불 받기' }));
    expect(posted[0]).toEqual({ expected_amount: 59_000, reason: '일정이 바뀌었어요' });

    // 4051: the new amount is shown instead of refunding a different one silently.
    expect(await within(dialog).findByText(/환불 금액이 바뀌었습니다/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('환불 예정 금액')).toHaveTextContent('39,333원'));
    expect(within(dialog).getByText('59,000원 × 2/3 = 39,333원')).toBeInTheDocument();
    expect(posted).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '39,333원 환불 받기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[1]).toEqual({ expected_amount: 39_333, reason: '일정이 바뀌었어요' });
    expect(await screen.findByText('환불 완료')).toBeInTheDocument();
  });

  it('one box for the reason; once a review is asked for, refunding now at the lower amount is no longer the main button', async () => {
    const reviewUrl = fillPath(commerceApi.refundReview.path, { order_id: paidOrder.order_id });
    let review: unknown = null;
    const sent: unknown[] = [];
    const handler: Handler = (config) => {
      if (config.url === commerceApi.myPayments.path) return ok({ list: [paidOrder], total: 1, page: 1, size: 10 });
      if (config.url === refundUrl) return ok(refundQuoteOf(39_333, ['이용 기간 30일 중 3일 경과(1/3 이전): 결제 금액의 2/3']));
      if (config.url === reviewUrl && config.method === 'post') {
        sent.push(JSON.parse(String(config.data)));
        review = { id: 1, status: 'open', reason: '재생 오류로 보지 못했습니다.', answer: null, created_at: '2026-11-20T01:00:00.000Z', decided_at: null };
        return ok({ review }, '검토 요청을 접수했습니다.');
      }
      if (config.url === reviewUrl) return ok({ review });
      return undefined;
    };
    const { user } = renderApp('/my/purchase', { user: signedInUser, handler });
    await user.click(within(await screen.findByRole('article', { name: paidOrder.order_name })).getByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await within(dialog).findByLabelText('환불 예정 금액');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    const primary = within(dialog).getByRole('button', { name: '39,333원 환불 받기' }).className;

    await user.type(within(dialog).getByRole('textbox', { name: /^사유/ }), '재생 오류로 보지 못했습니다.');
    await user.click(within(dialog).getByRole('button', { name: '운영팀에 환불 검토 요청' }));
    expect(sent).toEqual([{ reason: '재생 오류로 보지 못했습니다.' }]);
    expect(await within(dialog).findByText('운영팀이 검토하고 있습니다')).toBeInTheDocument();
    expect(within(dialog).queryByText(/검토 요청 검토 중/)).not.toBeInTheDocument();
    const later = await within(dialog).findByRole('button', { name: '검토를 기다리지 않고 39,333원 환불 받기' });
    expect(later.className).not.toBe(primary);
    // The quote named no coupon, so the dialog says nothing of one.
    expect(within(dialog).queryByText(/쿠폰/)).not.toBeInTheDocument();
  });

  it('a cash order explains the escrow and offers 구매확정 as an optional, secondary step', async () => {
    const cash = { ...paidOrder, pay_method: 'transfer' as const, method: '계좌이체' };
    renderApp('/my/purchase', { user: signedInUser, handler: (c) => (c.url === commerceApi.myPayments.path ? ok({ list: [cash], total: 1, page: 1, size: 10 }) : undefined) });
    const order = await screen.findByRole('article', { name: paidOrder.order_name });
    expect(within(order).getByText(/강의는 지금 바로 볼 수 있습니다\..*구매확정을 누르지\s+않아도 그날 자동으로 확정됩니다/)).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: '구매확정' }).className).not.toMatch(/bg-accent-600/);
  });

  it('closes on 취소 without sending anything', async () => {
    const { handler, posted } = server();
    const { user } = renderApp('/my/purchase', { user: signedInUser, handler });
    await user.click(await screen.findByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await within(dialog).findByLabelText('환불 예정 금액');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});

describe('/my/purchase refund of a 가상계좌 order', () => {
  const vaOrder = { ...paidOrder, pay_method: 'virtual_account' as const, method: '가상계좌' };
  function vaServer(): { handler: Handler; posted: unknown[] } {
    const posted: unknown[] = [];
    const handler: Handler = (config) => {
      if (config.url === commerceApi.myPayments.path) return ok({ list: [vaOrder], total: 1, page: 1, size: 10 });
      if (config.url === refundUrl && config.method === 'get') return ok(refundQuoteOf(59_000, ['59,000원 × 100% = 59,000원']));
      if (config.url === refundUrl && config.method === 'post') {
        posted.push(JSON.parse(String(config.data)));
        return ok({ ...vaOrder, status: 'refunded' }, '환불이 완료되었습니다.');
      }
      return undefined;
    };
    return { handler, posted };
  }

  it('asks for the bank, account number and holder; wrong fields get Korean messages and nothing is sent', async () => {
    const { handler, posted } = vaServer();
    const { user } = renderApp('/my/purchase', { user: signedInUser, handler });
    await user.click(await screen.findByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    const fields = await within(dialog).findByRole('group', { name: '환불받을 계좌' });
    await user.click(within(dialog).getByRole('button', { name: '59,000원 환불 받기' }));
    expect(within(fields).getByText('환불받을 은행을 골라 주세요.')).toBeInTheDocument();
    expect(within(fields).getByText(/계좌번호는 숫자만 10~14자리로 입력해 주세요/)).toBeInTheDocument();
    expect(within(fields).getByText('예금주 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.selectOptions(within(fields).getByLabelText('은행'), '신한은행');
    await user.type(within(fields).getByLabelText('계좌번호'), '110-1234');
    await user.type(within(fields).getByLabelText('예금주'), '홍길동');
    await user.click(within(dialog).getByRole('button', { name: '59,000원 환불 받기' }));
    expect(within(fields).getByLabelText('계좌번호')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await user.type(within(fields).getByLabelText('계좌번호'), '-56789');
    await user.click(within(dialog).getByRole('button', { name: '59,000원 환불 받기' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ expected_amount: 59_000, reason: '', refund_account: { bank: '88', account_number: '110123456789', holder_name: '홍길동' } });
  });
});
