import { z } from 'zod';
import './zod-locale.ts';
import { idField } from './id-param.ts';
import { text } from './text.ts';

/** Subscriptions (docs/decisions/093): plans, sign-up with a card registered for automatic payment, the member's controls. */

/**
 * The automatic-renewal notice the member agrees to at sign-up (전자상거래법 §13의2, 시행령 2025 정기결제 rules). Its
 * version is recorded with the consent; a changed text gets a new version and a sign-up on the old one is refused.
 */
export const SUBSCRIPTION_CONSENT_VERSION = 'subscription-auto-renewal-2026-11';
export const subscriptionConsentLines = [
  '구독 기간이 끝나는 날(한국 시간, 매월 또는 매년 같은 날짜이며 그 날짜가 없는 달은 말일) 등록한 카드로 다음 기간 요금이 자동 결제됩니다.',
  '결제 전에 메일과 문자로 결제일과 금액을 알려 드립니다 (월간 3일 전, 연간 7일 전).',
  '가격이 오르면 30일 전에 알리고, 회원님이 다시 동의한 경우에만 오른 가격으로 결제합니다. 무료·할인 첫 기간 뒤의 유료 결제도 다시 동의해야 진행됩니다.',
  '내 정보에서 언제든 한 번에 해지 예약할 수 있고, 해지 예약하면 이번 기간이 끝날 때까지 이용한 뒤 더 결제되지 않습니다.',
  '이번 기간 결제는 결제 후 7일 이내이고 제공된 강의가 없으면 전액, 그 밖에는 학원법 반환 기준에 따라 환불됩니다.',
] as const;

/** Days before a renewal the member is told (a yearly plan: 7). */
export const subscriptionNoticeDays = { 1: 3, 12: 7 } as const;
/** Renewal retries after a failed renewal day: D+1, D+3, D+5; access continues until the last one fails. */
export const subscriptionRetryDays = [1, 3, 5] as const;

export const subscriptionStatuses = ['active', 'cancel_reserved', 'retrying', 'lapsed', 'ended', 'refunded'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: '이용 중',
  cancel_reserved: '해지 예약',
  retrying: '결제 재시도 중',
  lapsed: '결제 실패로 종료',
  ended: '해지됨',
  refunded: '환불됨',
};
export const subscriptionChargeLabels: Record<string, string> = { pending: '처리 중', paid: '결제 완료', failed: '결제 실패', unknown: '확인 중', voided: '결제 취소됨 (구독 없음)' };

export const subscriptionPlan = z.object({
  plan_sn: z.number(),
  code: z.string(),
  name: z.string(),
  months: z.number(),
  price: z.number(),
  first_price: z.number().nullable(),
  /** What the first payment is: `first_price` for a member who never subscribed (and a visitor), else the price. */
  first_charge: z.number(),
  /** The once-per-member rule of the first-period price, in Korean; null when the plan has none. */
  first_price_note: z.string().nullable(),
  unlocks: z.string(),
  notice_days: z.number(),
  price_change: z.object({ price: z.number(), effective_at: z.string() }).nullable(),
});
export const subscriptionPlans = z.object({
  plans: z.array(subscriptionPlan),
  consent_version: z.string(),
  consent_lines: z.array(z.string()),
});

export const subscriptionStartBody = z.strictObject({
  plan_sn: idField('구독 상품'),
  auto_renew_consent: z.literal(true, { message: '자동 결제(정기 결제)에 동의해 주세요.' }),
  consent_version: text(60).min(1),
});
/**
 * Opens the billing-auth window. provider 'toss': the SDK's `payment({ customerKey }).requestBillingAuth({ method:
 * 'CARD', successUrl, failUrl })` with `client_key`; provider 'sandbox': `${sandbox_window_url}&successUrl=…&failUrl=…`.
 * Both come back to successUrl?customerKey&authKey or failUrl?code&message.
 */
export const subscriptionBillingStart = z.object({
  customer_key: z.string(),
  provider: z.enum(['toss', 'sandbox']),
  client_key: z.string().nullable(),
  sandbox_window_url: z.string().nullable(),
});
export const subscriptionActivateBody = z.strictObject({ customerKey: text(64).min(1), authKey: text(300).min(1) });

export const subscriptionCharge = z.object({
  order_id: z.string(),
  amount: z.number(),
  status: z.string(),
  status_label: z.string(),
  attempt: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  attempted_at: z.string(),
  failure_message: z.string().nullable(),
  refunded_amount: z.number(),
  /** The provider's receipt of a paid charge; null in the sandbox (the list itself is the record). */
  receipt_url: z.string().nullable(),
});

export const mySubscription = z.object({
  subscription: z
    .object({
      subscription_sn: z.number(),
      plan_name: z.string(),
      months: z.number(),
      status: z.enum(subscriptionStatuses),
      status_label: z.string(),
      period_start: z.string(),
      period_end: z.string(),
      /** Null when nothing more will be charged (해지 예약, ended). */
      next_charge_at: z.string().nullable(),
      next_charge_amount: z.number().nullable(),
      /** Access continues until this moment while retrying. */
      grace_until: z.string().nullable(),
      card_label: z.string().nullable(),
      /** A higher price or a paid period after a free/discounted one that needs the member's consent again. */
      consent_needed: z.object({ price: z.number(), reason: z.enum(['price_increase', 'paid_after_trial']) }).nullable(),
      charges: z.array(subscriptionCharge),
    })
    .nullable(),
});

export const subscriptionConsentBody = z.strictObject({ price: z.number().int().min(1).max(10_000_000), consent_version: text(60).min(1) });
export const subscriptionRefundQuote = z.object({ amount: z.number(), rule: z.string(), lines: z.array(z.string()) });
export const subscriptionRefundBody = z.strictObject({ expected_amount: z.number().int().min(0).max(10_000_000) });

export const sandboxBillingWindowQuery = z.strictObject({
  customerKey: text(64).min(1),
  successUrl: text(2000).default('/subscription/success'),
  failUrl: text(2000).default('/subscription/fail'),
});
export const sandboxBillingDecideQuery = z.strictObject({
  customerKey: text(64).min(1),
  outcome: z.enum(['normal', 'limit', 'suspended', 'cancel']),
  successUrl: text(2000),
  failUrl: text(2000),
});

export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export type SubscriptionPlans = z.infer<typeof subscriptionPlans>;
export type MySubscription = z.infer<typeof mySubscription>;
export type SubscriptionBillingStart = z.infer<typeof subscriptionBillingStart>;
export type SubscriptionRefundQuote = z.infer<typeof subscriptionRefundQuote>;
