import { z } from 'zod';
import '../zod-locale.ts';
import { idField, idParam } from '../id-param.ts';
import { newCouponCode } from '../studio-coupons.ts';
import { text } from '../text.ts';

const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' });

/**
 * A coupon, or a batch of single-use codes (count > 1), made in the console. One code: `code` names it
 * (or one is made) and the limits apply; a batch: every code is used once, by one member.
 */
export const couponCreateBody = z
  .object({
    name: text(100).trim().min(1, { message: '쿠폰 이름을 입력해 주세요.' }),
    discount_type: z.enum(['fixed', 'percent']),
    discount_value: z.number().int().min(1, { message: '할인 값을 입력해 주세요.' }).max(10_000_000),
    max_discount: z.number().int().min(1).max(10_000_000).nullable().default(null),
    min_order: z.number().int().min(0).max(10_000_000).default(0),
    product_kind: z.enum(['pass', 'course']).nullable().default(null),
    /** Last day (Seoul) it can be registered and used; null = no end. */
    valid_until: day.nullable().default(null),
    /** Days a registered code stays usable. */
    valid_days: z.number().int().min(1).max(3650).nullable().default(30),
    count: z.number().int().min(1).max(5000).default(1),
    /** Only for a single coupon: the code members type (letters, digits, '-'); made up when absent. */
    code: newCouponCode,
    per_member_limit: z.number().int().min(1).max(100).default(1),
    total_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .refine((c) => c.discount_type === 'fixed' || c.discount_value <= 100, { message: '정률 할인은 100% 이하로 입력해 주세요.', path: ['discount_value'] })
  .refine((c) => c.count === 1 || c.code === null, { message: '여러 장을 만들 때는 쿠폰 번호를 정하지 않습니다 (한 장마다 따로 만들어집니다).', path: ['code'] });
export type CouponCreateBody = z.input<typeof couponCreateBody>;
export type CouponCreate = z.infer<typeof couponCreateBody>;

export const couponCreated = z.object({ batch: z.string().nullable(), coupon_sn: z.number().nullable(), codes: z.array(z.string()) });
export type CouponCreated = z.infer<typeof couponCreated>;

/** A coupon or a batch in the console list, with how it is used. */
export const adminCouponRow = z.object({
  key: z.string(),
  batch: z.string().nullable(),
  coupon_sn: z.number().nullable(),
  name: z.string(),
  discount: z.string(),
  code: z.string().nullable(),
  codes: z.number(),
  registered: z.number(),
  used: z.number(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
  /** A teacher's coupon (decision 132): the teacher; null for the school's own coupons (decision 137). */
  teacher_sn: z.number().nullable(),
  teacher_name: z.string().nullable(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRow>;
export const adminCoupons = z.object({ list: z.array(adminCouponRow) });

export const couponBatchParams = z.object({ batch: text(40).regex(/^[a-z0-9-]{1,40}$/) });

// ── refunds (console) ────────────────────────────────────────────────────
export const adminOrdersQuery = z.object({
  /** 'refundable' lists orders the console can refund; the other states list subscription charges beside orders. */
  state: z.enum(['refundable', 'refund_requested', 'refunded', 'all']).default('refundable'),
  /** Order id or the member's e-mail (part). */
  q: text(100).trim().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderRow = z.object({
  /** 'order': a checkout order (refunded here); 'subscription': a subscription charge (refunded by the member's 구독 page). */
  source: z.enum(['order', 'subscription']),
  order_id: z.string(),
  member_id: z.number(),
  email: z.string(),
  order_name: z.string(),
  status: z.string(),
  amount: z.number(),
  points_used: z.number(),
  refund_amount: z.number(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The method chosen at checkout; 'virtual_account' refunds need the member's bank account. */
  pay_method: z.string(),
  /** 가상계좌: the refund account the member gave, masked (e.g. '신한은행 ********6789 (홍*동)'); null when none. */
  refund_account_label: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrders = z.object({ total: z.number(), list: z.array(adminOrderRow) });

export const adminOrderParams = z.object({ order_id: text(64).regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * An operator's refund: 'rule' refunds what the refund rule computes (as a member's request would),
 * 'full' everything paid (cash, points, coupon), 'custom' the given cash amount (points as the rule says).
 */
export const adminRefundBody = z
  .object({
    mode: z.enum(['rule', 'full', 'custom']),
    amount: z.number().int().min(0).max(100_000_000).optional(),
    /** Internal: the audit log and the console keep it; the member never sees it. */
    reason: text(500).trim().min(2, { message: '사유를 2자 이상 적어 주세요.' }),
    /** For the member: shown on their order and in the mail about the refund; none when empty. */
    member_note: text(1000).trim().optional(),
  })
  .refine((b) => b.mode !== 'custom' || b.amount !== undefined, { message: '환불할 금액을 입력해 주세요.', path: ['amount'] });
export type AdminRefundBody = z.infer<typeof adminRefundBody>;

// ── passes and prices ────────────────────────────────────────────────────
/** A pass as the console sells it: all courses or one category branch, for N months. */
export const passBody = z
  .object({
    title: text(200).trim().min(1, { message: '이용권 이름을 입력해 주세요.' }),
    price: z.number().int().min(100, { message: '가격은 100원 이상이어야 합니다.' }).max(10_000_000),
    months: z.number().int().min(1, { message: '기간은 1~36개월입니다.' }).max(36, { message: '기간은 1~36개월입니다.' }),
    scope_type: z.enum(['all', 'category']),
    ca_sn: idField('카테고리').nullable(),
    is_active: z.enum(['Y', 'N']),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((p) => (p.scope_type === 'category') === (p.ca_sn !== null), { message: '분야 이용권은 분야를 골라 주세요.', path: ['ca_sn'] });
export type PassBody = z.infer<typeof passBody>;
export const adminProductParams = z.object({ product_id: idParam() });
/** What saving a pass answers: the pass's product id (a new one when it was created). */
export const passSaved = z.object({ product_id: z.number() });
export const adminProduct = z.object({
  product_id: z.number(),
  kind: z.enum(['pass', 'course']),
  title: z.string(),
  price: z.number(),
  months: z.number().nullable(),
  days: z.number(),
  scope_type: z.enum(['all', 'category', 'course']),
  ca_sn: z.number().nullable(),
  category: z.string().nullable(),
  course_sn: z.number().nullable(),
  is_active: z.enum(['Y', 'N']),
  sort_order: z.number(),
  /** Paid orders so far (refunded ones included). */
  sold: z.number(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProducts = z.object({ list: z.array(adminProduct) });

// ── refund reviews ───────────────────────────────────────────────────────
export const adminRefundReview = z.object({
  id: z.number(),
  order_id: z.string(),
  order_name: z.string(),
  email: z.string(),
  amount: z.number(),
  order_status: z.string(),
  paid_at: z.string().nullable(),
  /** The method chosen at checkout; 'virtual_account' refunds need the member's bank account. */
  pay_method: z.string(),
  /** 가상계좌: the refund account the member gave, masked (e.g. '신한은행 ********6789 (홍*동)'); null when none. */
  refund_account_label: z.string().nullable(),
  status: z.enum(['open', 'approved', 'refused']),
  reason: z.string(),
  answer: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminRefundReview = z.infer<typeof adminRefundReview>;
export const adminRefundReviews = z.object({ list: z.array(adminRefundReview) });
export const adminRefundReviewsQuery = z.object({ state: z.enum(['open', 'decided']).default('open') });
export const refundReviewParams = z.object({ id: idParam() });
export const refundReviewRefuseBody = z.object({ answer: text(1000).trim().min(5, { message: '회원에게 보낼 답변을 5자 이상 적어 주세요.' }) });
