import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { text } from '../text.ts';
import { subscriptionCharge, subscriptionStatuses } from '../subscription.ts';

/** Subscriptions in the console (apps/api/src/modules/subscription/subscription-admin.*, decision 093). */

export const adminSubscriptionsQuery = z.object({ status: z.enum(subscriptionStatuses).optional() });
export const adminSubscriptionParams = z.object({ subscription_sn: idParam('구독') });
export const adminPlanParams = z.object({ plan_sn: idParam('구독 상품') });

export const adminSubscriptionRow = z.object({
  subscription_sn: z.number(),
  member_id: z.number(),
  email: z.string(),
  plan_name: z.string(),
  status: z.enum(subscriptionStatuses),
  status_label: z.string(),
  period_end: z.string(),
  next_attempt_at: z.string().nullable(),
  retries: z.number(),
  agreed_price: z.number(),
  started_at: z.string(),
});
export const adminSubscriptions = z.object({ items: z.array(adminSubscriptionRow), counts: z.record(z.string(), z.number()) });
export const adminSubscriptionDetail = z.object({ subscription: adminSubscriptionRow, charges: z.array(subscriptionCharge) });

export const adminSubscriptionPlan = z.object({
  plan_sn: z.number(),
  code: z.string(),
  name: z.string(),
  months: z.number(),
  price: z.number(),
  first_price: z.number().nullable(),
  next_price: z.number().nullable(),
  next_price_at: z.string().nullable(),
  on_sale: z.boolean(),
  subscribers: z.number(),
});
export const adminSubscriptionPlans = z.object({ plans: z.array(adminSubscriptionPlan) });

const won = z.number({ message: '금액은 숫자로 입력해 주세요.' }).int({ message: '금액은 원 단위 정수로 입력해 주세요.' });
/**
 * Name, sale and first-period price apply at once (to new sign-ups); a new price for everyone is scheduled with its
 * day, at least 30 days ahead (members are told, and a higher price needs their consent). Null clears the schedule.
 */
export const adminPlanBody = z.strictObject({
  name: text(60).trim().min(1, { message: '상품 이름을 입력해 주세요.' }),
  on_sale: z.boolean(),
  first_price: won.min(0).max(10_000_000).nullable(),
  next_price: z
    .object({
      price: won.min(1, { message: '가격은 1원 이상이어야 합니다.' }).max(10_000_000),
      effective_date: text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '적용일은 YYYY-MM-DD 형식으로 입력해 주세요.' }),
    })
    .nullable(),
});

export const adminSubscriptionStats = z.object({
  active: z.number(),
  cancel_reserved: z.number(),
  retrying: z.number(),
  /** Monthly recurring revenue (KRW): monthly plans at their price, yearly ones at a twelfth. */
  mrr: z.number(),
  /** Ended or lapsed in the last 30 days ÷ live at its start, percent with one decimal. */
  churn_percent: z.number(),
  days: z.array(z.object({ date: z.string(), failed_renewals: z.number(), renewals: z.number() })),
});

export type AdminSubscriptions = z.infer<typeof adminSubscriptions>;
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetail>;
export type AdminSubscriptionStats = z.infer<typeof adminSubscriptionStats>;
export type AdminSubscriptionPlans = z.infer<typeof adminSubscriptionPlans>;
export type AdminPlanBody = z.infer<typeof adminPlanBody>;
