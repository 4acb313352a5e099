import { endpoint } from '../endpoint.ts';

// Subscriptions (apps/api/src/modules/subscription, decision 093): plans, sign-up with a card registered for
// automatic payment (Toss billing, or the sandbox billing window), and the member's controls on /my.

const tags = ['subscription'];
const member = { tags, bearer: true } as const;

/** With a bearer token (optional) each plan's `first_charge` is that member's: the first-period price once per member. */
export const plans = endpoint({ method: 'GET', path: '/api/subscription/plans', response: 'subscriptionPlans', summary: '구독 상품과 자동 결제 안내 (첫 결제 금액)', tags });

/** Records the auto-renewal consent's version with the registration and opens the billing-auth window. */
export const start = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/start',
  body: 'subscriptionStartBody',
  response: 'subscriptionBillingStart',
  summary: '구독 시작 (자동 결제 동의, 카드 등록 창 열기)',
  errors: ['SUBSCRIPTION_PLAN_NOT_FOUND', 'SUBSCRIPTION_CONSENT_OUTDATED', 'SUBSCRIPTION_ALREADY_ACTIVE'],
});

/** The window's return: issues the billing key, charges the first period (sign-up) or replaces the card. */
export const activate = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/activate',
  body: 'subscriptionActivateBody',
  response: 'mySubscription',
  summary: '카드 등록 완료 (첫 결제 또는 카드 변경)',
  errors: ['SUBSCRIPTION_REGISTRATION_INVALID', 'SUBSCRIPTION_CARD_DECLINED', 'SUBSCRIPTION_ALREADY_ACTIVE', 'SUBSCRIPTION_SIGNUP_IN_PROGRESS', 'SUBSCRIPTION_PROVIDER_FAILED'],
});

export const mine = endpoint({ ...member, method: 'GET', path: '/api/subscription/me', response: 'mySubscription', summary: '내 구독 (다음 결제일·금액, 결제 내역)' });

export const cancel = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/cancel',
  response: 'mySubscription',
  summary: '해지 예약 (이번 기간 끝까지 이용)',
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_NOT_CANCELABLE'],
});

export const resume = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/resume',
  response: 'mySubscription',
  summary: '해지 취소',
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_NOT_RESERVED'],
});

export const changeCard = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/card',
  response: 'subscriptionBillingStart',
  summary: '결제 카드 변경 (카드 등록 창 열기)',
  errors: ['SUBSCRIPTION_NOT_FOUND'],
});

export const consent = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/consent',
  body: 'subscriptionConsentBody',
  response: 'mySubscription',
  summary: '오른 가격 또는 유료 전환에 동의',
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_NO_CONSENT_NEEDED', 'SUBSCRIPTION_PRICE_MISMATCH', 'SUBSCRIPTION_CONSENT_OUTDATED'],
});

export const refundQuote = endpoint({
  ...member,
  method: 'GET',
  path: '/api/subscription/refund',
  response: 'subscriptionRefundQuote',
  summary: '이번 기간 환불 금액 (환불 기준)',
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_REFUND_NOTHING', 'SUBSCRIPTION_REFUND_IN_PROGRESS'],
});

export const refund = endpoint({
  ...member,
  method: 'POST',
  path: '/api/subscription/refund',
  body: 'subscriptionRefundBody',
  response: 'mySubscription',
  summary: '이번 기간 환불 (구독 종료)',
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_REFUND_NOTHING', 'SUBSCRIPTION_REFUND_CHANGED', 'SUBSCRIPTION_REFUND_IN_PROGRESS', 'SUBSCRIPTION_PROVIDER_FAILED', 'SUBSCRIPTION_REFUND_UNANSWERED'],
});

/** The sandbox's billing-auth window (only when PAYMENT_PROVIDER=sandbox): an HTML page, not the envelope. */
export const sandboxWindow = endpoint({
  method: 'GET',
  path: '/api/subscription/sandbox/billing-window',
  query: 'sandboxBillingWindowQuery',
  summary: '샌드박스 카드 등록 창 (자동 결제)',
  tags,
});

/** The window's choice → 303 to successUrl?customerKey&authKey or failUrl?code&message. */
export const sandboxDecide = endpoint({
  method: 'GET',
  path: '/api/subscription/sandbox/billing-window/decide',
  query: 'sandboxBillingDecideQuery',
  summary: '샌드박스 카드 등록 창의 선택',
  tags,
});
