import type { OrderDetail, Product, Quote, QuoteBody, RefundQuote } from '@school/contracts';
import { fillPath, commerceApi } from '@school/contracts/endpoints';

/** Shapes the commerce unit tests answer with (what the server sends for the seeded 1-month pass). */
export const pass: Product = {
  product_id: 1,
  kind: 'pass',
  title: '전체 강의 이용권 1개월',
  price: 59_000,
  vat: 5_363,
  months: 1,
  days: 30,
  monthly_price: 59_000,
  list_price: null,
  scope: { type: 'all', ca_sn: null, course_sn: null, title: '전체 강의' },
  course_count: 30,
  includes: ['이용권 포함 강의 30개를 30일 동안 볼 수 있습니다.'],
  refund_rule: '결제 후 7일 이내, 재생 전이면 전액 환불됩니다.',
};

/** The server's arithmetic: coupon 7 takes 10,000원 off; points up to the balance of 3,000원. */
export function quoteFor(body: QuoteBody): Quote {
  const discount = body.coupon_id === 7 ? 10_000 : 0;
  const points = Number(body.points ?? 0);
  const amount = pass.price - discount - points;
  return {
    product: pass,
    product_price: pass.price,
    coupon_discount: discount,
    points_used: points,
    amount,
    vat: Math.floor((amount * 10) / 110),
    coupon: discount ? { coupon_id: 7, name: '신규 회원 환영 쿠폰', discount, usable: true, reason: null } : null,
    coupons: [
      { coupon_id: 7, name: '신규 회원 환영 쿠폰', discount: 10_000, usable: true, reason: null },
      { coupon_id: 8, name: '단과 전용 쿠폰', discount: 0, usable: false, reason: '이 상품에는 사용할 수 없는 쿠폰입니다.' },
    ],
    points_balance: 3_000,
    points_max: 3_000,
    valid_from: '2026-11-23T00:00:00.000Z',
    valid_until: '2026-12-23T00:00:00.000Z',
    covered_notice: null,
  };
}

export const paidOrder: OrderDetail = {
  order_id: 'ord_test_000001',
  order_name: '전체 강의 이용권 1개월',
  product_id: 1,
  product_kind: 'pass',
  status: 'awaiting_receipt',
  status_label: '구매확정 대기',
  product_price: 59_000,
  coupon_discount: 0,
  coupon_name: null,
  points_used: 0,
  amount: 59_000,
  refunded_amount: 0,
  refunded_points: 0,
  provider: 'sandbox',
  method: '카드',
  pay_method: 'card',
  installment_months: 0,
  interest_free: false,
  cash_receipt: null,
  virtual_account: null,
  refund_account: null,
  receipt_url: `${fillPath(commerceApi.receipt.path, { order_id: 'ord_test_000001' })}?token=t`,
  created_at: '2026-11-20T01:00:00.000Z',
  paid_at: '2026-11-20T01:01:00.000Z',
  receipt_due_at: '2026-11-25T15:00:00.000Z',
  settled_at: null,
  refunded_at: null,
  valid_from: '2026-11-20T01:01:00.000Z',
  valid_until: '2026-12-20T01:01:00.000Z',
  fail_reason: null,
  can_confirm: true,
  can_refund: true,
};

export function refundQuoteOf(amount: number, lines: string[]): RefundQuote {
  return {
    order_id: paidOrder.order_id,
    refundable: true,
    reason: null,
    amount,
    points_returned: 0,
    coupon_returned: false,
    paid_total: 59_000,
    rule: amount === 59_000 ? 'full_7days' : 'academy_pro_rata',
    lines,
    access_ends: true,
  };
}
