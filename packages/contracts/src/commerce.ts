import { z } from 'zod';
import './zod-locale.ts';
import { commerceLimits } from './constants.ts';
import { text } from './text.ts';
import { refundAccountBody, refundAccountView } from './refund-account.ts';
import { cashReceiptBody, cashReceiptView, installmentMonths, payMethod, virtualAccountView } from './pay-methods.ts';
import { topicParticle } from './particle.ts';

/**
 * Commerce: products (passes and single courses), orders and checkout through the
 * payment provider (Toss Payments, or the offline sandbox), coupons, points,
 * purchase history, refunds and the escrow receipt rule (구매확정).
 * Decision records 020–024 hold the prices, pass, coupon, point and refund rules; the calls themselves, with
 * the checkout's round trip through the payment window, are the endpoint objects of endpoints/commerce.ts.
 *
 * Schemas: products, quote, order, confirm here; coupons, points, history, refunds in commerce-account.ts; sandbox window, receipt and webhook in commerce-window.ts.
 */

const L = commerceLimits;

const intParam = (label: string, max: number = L.idMax) =>
  z.coerce
    .number({ message: `${topicParticle(label)} 숫자여야 합니다.` })
    .int({ message: `${topicParticle(label)} 정수여야 합니다.` })
    .min(1, { message: `${label}이(가) 올바르지 않습니다.` })
    .max(max, { message: `${label}이(가) 올바르지 않습니다.` });

export const commercePageParam = z.coerce
  .number({ message: '페이지는 숫자여야 합니다.' })
  .int({ message: '페이지는 정수여야 합니다.' })
  .min(1, { message: '페이지는 1 이상이어야 합니다.' })
  .max(L.pageMax, { message: `페이지는 ${L.pageMax} 이하여야 합니다.` })
  .default(1);
export const commerceSizeParam = z.coerce
  .number({ message: '조회 개수는 숫자여야 합니다.' })
  .int({ message: '조회 개수는 정수여야 합니다.' })
  .min(1, { message: '조회 개수는 1 이상이어야 합니다.' })
  .max(L.sizeMax, { message: `조회 개수는 ${L.sizeMax} 이하여야 합니다.` })
  .default(L.sizeDefault);
/** An empty query value counts as absent. */
export const commerceEmptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Points spent on an order: whole won, never negative. */
export const pointsField = z.coerce
  .number({ message: '포인트는 숫자로 입력해 주세요.' })
  .int({ message: '포인트는 1원 단위의 정수로 입력해 주세요.' })
  .min(0, { message: '포인트는 0 이상이어야 합니다.' })
  .max(L.amountMax, { message: '사용할 수 있는 포인트를 넘었습니다.' });

/** Toss orderId: 6–64 characters of letters, digits, - and _. */
export const orderIdField = text(undefined, { message: '주문 번호가 필요합니다.' })
  .min(6, { message: '주문 번호가 올바르지 않습니다.' })
  .max(L.orderIdMax, { message: '주문 번호가 올바르지 않습니다.' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: '주문 번호가 올바르지 않습니다.' });

export const productIdField = intParam('상품 번호');
export const couponIdField = intParam('쿠폰 번호');

export const productKinds = ['pass', 'course'] as const;
export const productKind = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKind>;

// ── products ─────────────────────────────────────────────────────────────────

export const productScope = z.object({
  /** all: every pass-included course; category: courses under one category branch; course: one course. */
  type: z.enum(['all', 'category', 'course']),
  ca_sn: z.number().int().nullable(),
  course_sn: z.number().int().nullable(),
  /** What the scope is called, e.g. '전체 강의', '해외선물', a course title. */
  title: z.string(),
});

export const product = z.object({
  product_id: z.number().int(),
  kind: productKind,
  title: z.string(),
  /** KRW, VAT included. */
  price: z.number().int(),
  /** The VAT inside `price` (10/110, rounded down to the won). */
  vat: z.number().int(),
  /** Access period: months for a pass; a single course's viewing period in days. */
  months: z.number().int().nullable(),
  days: z.number().int(),
  /** price / months, rounded down to 10 won, for passes; null for single courses. */
  monthly_price: z.number().int().nullable(),
  /** Undiscounted reference (1-month price × months) when cheaper per month, else null. */
  list_price: z.number().int().nullable(),
  scope: productScope,
  /** Number of courses it unlocks today. */
  course_count: z.number().int(),
  /** Plain Korean sentences: exactly what is unlocked, for how long, what is not. */
  includes: z.array(z.string()),
  /** Short Korean refund rule shown before paying. */
  refund_rule: z.string(),
});
export type Product = z.infer<typeof product>;

export const productsQuery = z.strictObject({ course_sn: commerceEmptyAsUnset(intParam('강의 번호').optional()) });
export const productParams = z.strictObject({ product_id: productIdField });
export const productsResponse = z.object({
  passes: z.array(product),
  courses: z.array(product),
  /** Korean refund rules and the payment agency (escrow) notice, one paragraph each. */
  notices: z.array(z.string()),
});
export type ProductsResponse = z.infer<typeof productsResponse>;

// ── quote and order ──────────────────────────────────────────────────────────

export const quoteBody = z.strictObject({
  product_id: productIdField,
  coupon_id: couponIdField.nullish(),
  points: pointsField.default(0),
});
export type QuoteBody = z.input<typeof quoteBody>;
/** The parsed body (what the server works with). */
export type QuoteInput = z.output<typeof quoteBody>;
export const orderCreateBody = quoteBody.extend({
  pay_method: payMethod.default('card'),
  /** Card only: 0 = 일시불, else 2–12 months (from 50,000원). */
  installment_months: installmentMonths.default(0),
  /** 계좌이체 and 가상계좌 only. */
  cash_receipt: cashReceiptBody.nullish(),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;
export type OrderCreateInput = z.output<typeof orderCreateBody>;

export const quoteCoupon = z.object({
  coupon_id: z.number().int(),
  name: z.string(),
  /** Won this coupon takes off this product; 0 with `reason` when it cannot be used. */
  discount: z.number().int(),
  usable: z.boolean(),
  /** Korean, why it cannot be used (minimum order, other product, …); null when usable. */
  reason: z.string().nullable(),
});
export type QuoteCoupon = z.infer<typeof quoteCoupon>;

export const quote = z.object({
  product: product,
  product_price: z.number().int(),
  coupon_discount: z.number().int(),
  points_used: z.number().int(),
  /** What the payment window charges: product_price − coupon_discount − points_used. */
  amount: z.number().int(),
  vat: z.number().int(),
  coupon: quoteCoupon.nullable(),
  /** The member's usable coupons with the discount each would give on this product. */
  coupons: z.array(quoteCoupon),
  points_balance: z.number().int(),
  /** Most points this order can take (balance, and never more than the price after the coupon). */
  points_max: z.number().int(),
  /** For a pass bought again: when the new period would start and end (ISO). */
  valid_from: z.string(),
  valid_until: z.string(),
  /**
   * Korean, when what is bought is already open to the member (a running pass opens this course; the same pass
   * runs on): what they hold, until when, and what paying now adds. Null when nothing is covered.
   */
  covered_notice: z.string().nullable(),
});
export type Quote = z.infer<typeof quote>;

export const orderStatuses = [
  'pending',
  'paid',
  'awaiting_receipt',
  'settled',
  'refund_requested',
  'refunded',
  'failed',
  'cancelled',
  'expired',
] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

export const paymentProviders = ['toss', 'sandbox'] as const;
export const paymentProvider = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProvider>;

export const orderCreated = z.object({
  order_id: z.string(),
  order_name: z.string(),
  amount: z.number().int(),
  status: orderStatus,
  provider: paymentProvider,
  /** Toss: the SDK's client key; null for the sandbox. */
  client_key: z.string().nullable(),
  /** Toss customerKey (random per member, never the member id). */
  customer_key: z.string(),
  /** Sandbox: the payment window; null for Toss. */
  sandbox_window_url: z.string().nullable(),
  expires_at: z.string(),
  pay_method: payMethod,
  installment_months: z.number().int(),
});
export type OrderCreated = z.infer<typeof orderCreated>;

export const confirmBody = z.strictObject({
  paymentKey: text(undefined, { message: '결제 키가 필요합니다.' })
    .min(1, { message: '결제 키가 필요합니다.' })
    .max(L.paymentKeyMax, { message: '결제 키가 올바르지 않습니다.' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: '결제 키가 올바르지 않습니다.' }),
  orderId: orderIdField,
  amount: z.coerce
    .number({ message: '결제 금액은 숫자여야 합니다.' })
    .int({ message: '결제 금액이 올바르지 않습니다.' })
    .min(0, { message: '결제 금액이 올바르지 않습니다.' })
    .max(L.amountMax, { message: '결제 금액이 올바르지 않습니다.' }),
});
export type ConfirmBody = z.input<typeof confirmBody>;
export type ConfirmInput = z.output<typeof confirmBody>;

export const failBody = z.strictObject({
  orderId: orderIdField,
  code: text(L.providerCodeMax).default(''),
  message: text(L.providerMessageMax).default(''),
});
export type FailBody = z.input<typeof failBody>;

export const orderParams = z.strictObject({ order_id: orderIdField });

export const orderDetail = z.object({
  order_id: z.string(),
  order_name: z.string(),
  product_id: z.number().int(),
  product_kind: productKind,
  status: orderStatus,
  /** Korean label of `status`. */
  status_label: z.string(),
  product_price: z.number().int(),
  coupon_discount: z.number().int(),
  coupon_name: z.string().nullable(),
  points_used: z.number().int(),
  /** Charged through the provider (won). */
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  refunded_points: z.number().int(),
  provider: paymentProvider,
  /** e.g. '카드', '간편결제'; null before payment. */
  method: z.string().nullable(),
  /** The method chosen at checkout. */
  pay_method: payMethod,
  /** 0 = 일시불; for a card payment in 할부 the months, and whether the card company made it 무이자. */
  installment_months: z.number().int(),
  interest_free: z.boolean(),
  cash_receipt: cashReceiptView.nullable(),
  /** 가상계좌 waiting for (or after) the deposit. */
  virtual_account: virtualAccountView.nullable(),
  /** 가상계좌: the account the member gave for the refund, masked; null when none was given. */
  refund_account: refundAccountView.nullable(),
  /** Toss's receipt, or our own for the sandbox; null before payment. */
  receipt_url: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Escrow: confirm receipt (구매확정) before this, or it settles by itself (ISO). */
  receipt_due_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Access this purchase grants (ISO); null when none (not paid, refunded). */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** Failure or cancellation reason (Korean, from the provider). */
  fail_reason: z.string().nullable(),
  can_confirm: z.boolean(),
  can_refund: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ── refund reviews (a request outside the automatic rule) ─────────────────
export const refundReviewBody = z.object({
  reason: text(1000).trim().min(10, { message: '검토를 바라는 사유를 10자 이상 적어 주세요.' }),
  /** A 가상계좌 order: where an approved refund goes (kept sealed until the refund is done or refused). */
  refund_account: refundAccountBody.optional(),
});
export const refundReview = z.object({
  id: z.number(),
  status: z.enum(['open', 'approved', 'refused']),
  reason: z.string(),
  /** The operator's answer (why refused, or how it was refunded). */
  answer: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RefundReview = z.infer<typeof refundReview>;
export const refundReviewState = z.object({ review: refundReview.nullable() });
