import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';

/** The code of a coupon being made, in the studio or the console: members type it; made up when absent (null). */
export const newCouponCode = text(30)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,30}$/, { message: '쿠폰 번호는 영문 대문자, 숫자, -로 4~30자입니다.' })
  .nullable()
  .default(null);

// Teachers' coupons (decision 132): a teacher makes coupons for one of their own courses, within the limits the operator
// sets (the coupon policy); the school's coupon code and ledger carry them from there.

const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' });

/** The operator's limits. An early bird may go further than an ordinary coupon, never less far. */
export const couponPolicyBody = z
  .object({
    max_rate_pct: z.number().int().min(1, { message: '할인율 한도는 1~100% 사이로 입력해 주세요.' }).max(100, { message: '할인율 한도는 1~100% 사이로 입력해 주세요.' }),
    max_days: z.number().int().min(1, { message: '기간 한도는 1~365일 사이로 입력해 주세요.' }).max(365, { message: '기간 한도는 1~365일 사이로 입력해 주세요.' }),
    early_bird_max_rate_pct: z.number().int().min(1, { message: '할인율 한도는 1~100% 사이로 입력해 주세요.' }).max(100, { message: '할인율 한도는 1~100% 사이로 입력해 주세요.' }),
    early_bird_max_days: z.number().int().min(1, { message: '기간 한도는 1~365일 사이로 입력해 주세요.' }).max(365, { message: '기간 한도는 1~365일 사이로 입력해 주세요.' }),
    reason: text(200).trim().min(1, { message: '바꾸는 이유를 입력해 주세요.' }),
  })
  .strict();
export type CouponPolicyBody = z.infer<typeof couponPolicyBody>;

export const couponPolicy = z.object({
  max_rate_pct: z.number(),
  max_days: z.number(),
  early_bird_max_rate_pct: z.number(),
  early_bird_max_days: z.number(),
  /** null: never changed (the defaults). */
  updated_at: z.string().nullable(),
});
export type CouponPolicyView = z.infer<typeof couponPolicy>;

/** A teacher's new coupon: one code many members can register (`count` of them), or `count` single-use codes. */
export const studioCouponBody = z
  .object({
    course_sn: z.number().int().positive({ message: '강의를 골라 주세요.' }),
    name: text(100).trim().min(1, { message: '쿠폰 이름을 입력해 주세요.' }),
    discount_type: z.enum(['percent', 'fixed']),
    /** A rate (1–100 %) or won. */
    discount_value: z.number().int().min(1, { message: '할인 값을 입력해 주세요.' }).max(10_000_000),
    /** First and last Korean day it can be registered and used. */
    valid_from: day,
    valid_until: day,
    count: z.number().int().min(1, { message: '수량은 1장 이상이어야 합니다.' }).max(1000, { message: '한 번에 1,000장까지 만들 수 있습니다.' }),
    mode: z.enum(['code', 'batch']).default('code'),
    /** Only for mode 'code': the code members type; made up when absent. */
    code: newCouponCode,
    early_bird: z.enum(['Y', 'N']).default('N'),
  })
  .strict()
  .refine((c) => c.discount_type === 'fixed' || c.discount_value <= 100, { message: '정률 할인은 100% 이하로 입력해 주세요.', path: ['discount_value'] })
  .refine((c) => c.valid_until >= c.valid_from, { message: '끝나는 날은 시작하는 날과 같거나 뒤여야 합니다.', path: ['valid_until'] })
  .refine((c) => c.mode === 'code' || c.code === null, { message: '일회용 번호 여러 장을 만들 때는 쿠폰 번호를 정하지 않습니다.', path: ['code'] });
export type StudioCouponBody = z.input<typeof studioCouponBody>;

export const studioCoupon = z.object({
  /** The coupon (mode 'code') or the batch's id. */
  key: z.string(),
  batch: z.string().nullable(),
  course_sn: z.number(),
  course_title: z.string(),
  name: z.string(),
  discount: z.string(),
  early_bird: z.enum(['Y', 'N']),
  code: z.string().nullable(),
  /** Members' coupons that can exist: the code's limit, or the batch's codes. */
  count: z.number(),
  registered: z.number(),
  used: z.number(),
  /** Won the paid uses took off (from the ledger's coupon_use rows of paid orders, refunded ones excluded). */
  discount_won: z.number(),
  valid_from: z.string(),
  valid_until: z.string(),
  created_at: z.string(),
  /** 'Y': its end has passed (the last day, or the teacher ended it early, decision 137). */
  ended: z.enum(['Y', 'N']),
});
export type StudioCoupon = z.infer<typeof studioCoupon>;
export const studioCoupons = z.object({ list: z.array(studioCoupon), policy: couponPolicy });
export const studioCouponCreated = z.object({ key: z.string(), codes: z.array(z.string()) });

/** A coupon (its coupon_sn) or a batch (its id), as the studio list names it (`key`). */
export const studioCouponParams = z.object({ key: text(40).regex(/^[a-z0-9-]{1,40}$/) });
export const studioCouponBatchParams = z.object({ batch: text(40).regex(/^[a-z0-9-]{1,40}$/) });
/** Ending a coupon early: when it ended and how many members' unused coupons stopped with it (0 when ended before). */
export const studioCouponEnded = z.object({ key: z.string(), valid_until: z.string(), stopped: z.number() });
export type StudioCouponEnded = z.infer<typeof studioCouponEnded>;
