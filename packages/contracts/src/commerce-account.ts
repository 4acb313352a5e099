import { z } from 'zod';
import './zod-locale.ts';
import { paymentPeriods, couponStatuses, commerceLimits as L } from './constants.ts';
import { text } from './text.ts';
import { refundAccountBody } from './refund-account.ts';
import { commerceEmptyAsUnset, commercePageParam, commerceSizeParam, orderDetail } from './commerce.ts';

/** The member's side of commerce: coupon box, points, purchase history, refunds (the calls: endpoints/commerce.ts). */

// ── coupons ──────────────────────────────────────────────────────────────────

export const couponStatus = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatus>;

export const myCoupon = z.object({
  /** Member coupon id: send it as `coupon_id` in quote / order. */
  coupon_id: z.number().int(),
  name: z.string(),
  discount_type: z.enum(['fixed', 'percent']),
  /** Won for fixed, percent (1–100) for percent. */
  discount_value: z.number().int(),
  /** Largest discount in won for percent coupons; null = no cap. */
  max_discount: z.number().int().nullable(),
  min_order: z.number().int(),
  /** Korean: which products it applies to (e.g. '모든 상품', '이용권 전용'). */
  applies_to: z.string(),
  product_ids: z.array(z.number().int()).nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: couponStatus,
  used_at: z.string().nullable(),
  /** The order it was used on (status used). */
  order_id: z.string().nullable(),
  registered_at: z.string(),
});
export type MyCoupon = z.infer<typeof myCoupon>;

export const couponListQuery = z.strictObject({
  status: commerceEmptyAsUnset(couponStatus.default('usable')),
  page: commercePageParam,
  size: commerceSizeParam,
});
export type CouponListQuery = z.input<typeof couponListQuery>;
export const couponListResponse = z.object({
  list: z.array(myCoupon),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Counts per status, for the tabs. */
  counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type CouponListResponse = z.infer<typeof couponListResponse>;

export const couponRegisterBody = z.strictObject({
  cp_no: text(undefined, { message: '쿠폰 번호를 입력해 주세요.' })
    .trim()
    .min(1, { message: '쿠폰 번호를 입력해 주세요.' })
    .max(L.cpNoMax, { message: `쿠폰 번호는 ${L.cpNoMax}자 이하로 입력해 주세요.` })
    .regex(/^[A-Za-z0-9-]+$/, { message: '쿠폰 번호는 영문, 숫자, - 만 입력할 수 있습니다.' })
    .transform((v) => v.toUpperCase()),
});
export type CouponRegisterBody = z.input<typeof couponRegisterBody>;

// ── purchase history ─────────────────────────────────────────────────────────

const dateParam = text()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' });

export const paymentListQuery = z.strictObject({
  /** Ignored when from/to are given. */
  period: commerceEmptyAsUnset(z.enum(paymentPeriods).default('1y')),
  from: commerceEmptyAsUnset(dateParam.optional()),
  to: commerceEmptyAsUnset(dateParam.optional()),
  page: commercePageParam,
  size: commerceSizeParam,
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;
export type PaymentListParams = z.output<typeof paymentListQuery>;
export const paymentListResponse = z.object({
  list: z.array(orderDetail),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

// ── refunds ──────────────────────────────────────────────────────────────────

export const refundQuote = z.object({
  order_id: z.string(),
  refundable: z.boolean(),
  /** Korean, why not refundable; null when refundable. */
  reason: z.string().nullable(),
  /** Money back through the provider (won). */
  amount: z.number().int(),
  points_returned: z.number().int(),
  coupon_returned: z.boolean(),
  /** Value the rule was applied to: amount paid + points used. */
  paid_total: z.number().int(),
  rule: z.enum(['full_7days', 'not_started', 'academy_pro_rata', 'none']),
  /** Korean lines: how the amount was computed, step by step. */
  lines: z.array(z.string()),
  /** Access ends when the refund completes. */
  access_ends: z.boolean(),
});
export type RefundQuote = z.infer<typeof refundQuote>;

export const refundBody = z.strictObject({
  /** The amount the member saw in the quote; refused (4051) when it changed. */
  expected_amount: z.coerce.number().int().min(0).max(L.amountMax),
  reason: text().trim().max(L.refundReasonMax, { message: `환불 사유는 ${L.refundReasonMax}자 이하로 입력해 주세요.` }).default(''),
  /** Required exactly when the order was paid by 가상계좌 (8305); refused on any other order (8306). */
  refund_account: refundAccountBody.optional(),
});
export type RefundBody = z.input<typeof refundBody>;

// ── points ───────────────────────────────────────────────────────────────────

export const pointReasons = ['event', 'benefit', 'refund', 'order', 'expire', 'order_cancel', 'admin'] as const;
export const pointEntry = z.object({
  /** Positive: granted; negative: spent or expired. */
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(pointReasons),
  /** Korean description, e.g. '주문 결제 사용 (1개월 전체 이용권)'. */
  description: z.string(),
  order_id: z.string().nullable(),
  /** Grants: when the unspent part expires (ISO). */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type PointEntry = z.infer<typeof pointEntry>;

export const balanceQuery = z.strictObject({ page: commercePageParam, size: commerceSizeParam });
export const balanceResponse = z.object({
  balance: z.number().int(),
  /** Points that expire within 30 days, and the first such date. */
  expiring_soon: z.number().int(),
  next_expiry: z.string().nullable(),
  ledger: z.array(pointEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

