import { endpoint } from '../endpoint.ts';

// Subscriptions in the console (apps/api/src/modules/subscription/subscription-admin.routes.ts, decision 093).

const staff = { tags: ['admin'], bearer: true } as const;

export const list = endpoint({ ...staff, method: 'GET', path: '/api/admin/subscriptions', query: 'adminSubscriptionsQuery', response: 'adminSubscriptions', summary: '구독 목록 (상태별)' });

export const detail = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/subscriptions/:subscription_sn',
  params: 'adminSubscriptionParams',
  response: 'adminSubscriptionDetail',
  summary: '회원의 구독과 결제 시도 내역',
  errors: ['ADMIN_SUBSCRIPTION_NOT_FOUND'],
});

export const retry = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/subscriptions/:subscription_sn/retry',
  params: 'adminSubscriptionParams',
  response: 'adminSubscriptionDetail',
  summary: '갱신 결제 지금 재시도',
  errors: ['ADMIN_SUBSCRIPTION_NOT_FOUND', 'ADMIN_SUBSCRIPTION_NOT_RETRYING'],
});

export const stats = endpoint({ ...staff, method: 'GET', path: '/api/admin/subscription-stats', response: 'adminSubscriptionStats', summary: '구독 지표 (구독자, MRR, 이탈률, 날짜별 갱신 실패)' });

export const plans = endpoint({ ...staff, method: 'GET', path: '/api/admin/subscription-plans', response: 'adminSubscriptionPlans', summary: '구독 상품과 가격' });

export const savePlan = endpoint({
  ...staff,
  method: 'PUT',
  path: '/api/admin/subscription-plans/:plan_sn',
  params: 'adminPlanParams',
  body: 'adminPlanBody',
  response: 'adminSubscriptionPlans',
  summary: '구독 상품 저장 (가격 변경은 30일 뒤부터)',
  errors: ['ADMIN_PLAN_NOT_FOUND', 'ADMIN_PLAN_PRICE_TOO_SOON'],
});
