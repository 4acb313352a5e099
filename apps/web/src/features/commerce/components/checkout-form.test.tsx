import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { QuoteBody } from '@school/contracts';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { quoteFor } from '../test-fixtures';
import { commerceApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const body = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as QuoteBody;

const server: Handler = (config) => {
  if (config.url === commerceApi.quote.path) {
    const b = body(config);
    if (Number(b.points) > 3_000) return { status: 409, body: { code: '4041', message: '보유 포인트가 부족합니다.', data: null } };
    return ok(quoteFor(b));
  }
  return undefined;
};

const quoteCalls = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => c.url === commerceApi.quote.path).map(body);

describe('checkout: the live price', () => {
  it('asks the server again when the coupon or the points change and shows its amount', async () => {
    const { user, calls } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: server });
    const total = await screen.findByLabelText('최종 결제 금액');
    expect(total).toHaveTextContent('59,000원');

    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰' }), '7');
    await waitFor(() => expect(total).toHaveTextContent('49,000원'));
    expect(quoteCalls(calls).at(-1)).toEqual({ product_id: 1, coupon_id: 7, points: 0 });
    expect(screen.getByRole('button', { name: '49,000원 결제하기' })).toBeInTheDocument();
    // A coupon the server says does not fit this product cannot be chosen.
    expect(screen.getByRole('option', { name: /단과 전용 쿠폰 — 이 상품에는/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: '포인트 사용' }), '2,000');
    await waitFor(() => expect(total).toHaveTextContent('47,000원'));
    // Typing asks once the value settles, not once per key; the client never sends a price.
    const sent = quoteCalls(calls).map((b) => b.points);
    expect(sent.filter((p) => p !== 0)).toEqual([2000]);
    for (const b of quoteCalls(calls)) expect(Object.keys(b).sort()).toEqual(['coupon_id', 'points', 'product_id']);
  });

  it("keeps the last confirmed price, shows the server's refusal and blocks paying while points are refused", async () => {
    const { user } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: server });
    const total = await screen.findByLabelText('최종 결제 금액');
    await user.type(screen.getByRole('textbox', { name: '포인트 사용' }), '5000');
    expect(await screen.findByText('보유 포인트가 부족합니다.')).toBeInTheDocument();
    expect(total).toHaveTextContent('59,000원');
    expect(screen.getByRole('button', { name: /결제하기$/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '최대 사용' }));
    await waitFor(() => expect(total).toHaveTextContent('56,000원'));
    expect(screen.queryByText('보유 포인트가 부족합니다.')).not.toBeInTheDocument();
  });

  it('warns before paying when what is bought is already open to the member', async () => {
    const notice = '같은 이용권을 2027년 11월 20일까지 이미 이용 중입니다. 지금 결제하면 새 기간은 그다음부터 이어서 시작되고, 그때까지는 추가로 열리는 강의가 없습니다.';
    renderApp('/payment/checkout?product_id=1', {
      user: signedInUser,
      handler: (config) => (config.url === commerceApi.quote.path ? ok({ ...quoteFor(body(config)), covered_notice: notice }) : undefined),
    });
    expect(await screen.findByRole('note', { name: '이미 이용 중' })).toHaveTextContent(notice);
  });

  it('refuses to pay before the three agreements, without making an order', async () => {
    const { user, calls } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: server });
    await user.click(await screen.findByRole('button', { name: '59,000원 결제하기' }));
    expect(await screen.findByText('구매조건 확인 및 결제 진행에 동의해 주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === commerceApi.orderCreate.path)).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    for (const name of [/구매조건 확인 및 결제 진행 동의$/, /전자금융거래 이용약관 동의$/, /결제대행사 개인정보 처리 안내 확인$/])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
  });
});

describe('checkout: the payment method', () => {
  const orderServer: Handler = (config) => {
    if (config.url === commerceApi.orderCreate.path) return { status: 400, body: { code: '9999', message: '시험용 응답', data: null } };
    return server(config);
  };
  const orderBodies = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => c.url === commerceApi.orderCreate.path).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

  it('계좌이체 asks for a 현금영수증 number, checks it, and sends it with the order', async () => {
    const { user, calls } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: orderServer });
    await user.click(await screen.findByRole('radio', { name: '계좌이체' }));
    expect(screen.queryByRole('combobox', { name: '할부' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '현금영수증' }), 'income');
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '12345');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '59,000원 결제하기' }));
    expect(await screen.findByText(/휴대폰 번호\(010으로 시작\)/)).toBeInTheDocument();
    expect(orderBodies(calls)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: '휴대폰 번호' }));
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '59,000원 결제하기' }));
    await waitFor(() => expect(orderBodies(calls)).toHaveLength(1));
    expect(orderBodies(calls)[0]).toMatchObject({ product_id: 1, pay_method: 'transfer', installment_months: 0, cash_receipt: { type: 'income', identity: '010-1234-5678' } });
  });

  it('할부 is offered on a card from 50,000원 and sent with the order', async () => {
    const { user, calls } = renderApp('/payment/checkout?product_id=1', { user: signedInUser, handler: orderServer });
    const months = await screen.findByRole('combobox', { name: '할부' });
    expect(months).toBeEnabled();
    await user.selectOptions(months, '3');
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '59,000원 결제하기' }));
    await waitFor(() => expect(orderBodies(calls)).toHaveLength(1));
    expect(orderBodies(calls)[0]).toMatchObject({ pay_method: 'card', installment_months: 3, cash_receipt: null });

    // The coupon (−10,000원) brings it under the 50,000원 floor: 일시불 only.
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰' }), '7');
    await waitFor(() => expect(screen.getByLabelText('최종 결제 금액')).toHaveTextContent('49,000원'));
    expect(screen.getByRole('combobox', { name: '할부' })).toBeDisabled();
    expect(screen.getByText('할부는 50,000원 이상 결제할 때 고를 수 있습니다.')).toBeInTheDocument();
  });
});
