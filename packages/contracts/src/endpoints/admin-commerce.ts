import { endpoint } from '../endpoint.ts';

// Coupons, refunds, passes and prices in the console (apps/api/src/modules/commerce/commerce-admin.routes.ts,
// docs/decisions/063, 068).

const staff = { tags: ['admin'], bearer: true } as const;

export const coupons = endpoint({ ...staff, method: 'GET', path: '/api/admin/commerce/coupons', response: 'adminCoupons', summary: '쿠폰·쿠폰 묶음과 사용 현황' });

export const createCoupon = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/coupons',
  body: 'couponCreateBody',
  response: 'couponCreated',
  summary: '쿠폰 만들기 (한 장 또는 일회용 번호 여러 장)',
  errors: ['ADMIN_COUPON_CODE_TAKEN'],
});

/** A CSV file, not the envelope (a refusal is one): the console downloads it with its token (fillPath + downloadFile). */
export const batchCodes = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/commerce/coupons/batch/:batch/codes.csv',
  params: 'couponBatchParams',
  summary: '쿠폰 묶음의 번호와 사용 내역 (CSV)',
  errors: ['ADMIN_COUPON_BATCH_NOT_FOUND'],
});

/** The limits on teachers' coupons (decision 132): read by staff, changed by an admin (it concerns money), audited. */
export const couponPolicy = endpoint({ ...staff, method: 'GET', path: '/api/admin/commerce/coupon-policy', response: 'couponPolicy', summary: '강사 쿠폰 운영 정책 (할인율·기간 한도)' });

export const saveCouponPolicy = endpoint({
  ...staff,
  method: 'PUT',
  path: '/api/admin/commerce/coupon-policy',
  body: 'couponPolicyBody',
  response: 'couponPolicy',
  summary: '강사 쿠폰 운영 정책 바꾸기',
  errors: ['COUPON_POLICY_INVALID'],
});

export const orders = endpoint({ ...staff, method: 'GET', path: '/api/admin/commerce/orders', query: 'adminOrdersQuery', response: 'adminOrders', summary: '환불할 수 있는 주문, 환불 내역' });

export const refundQuote = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/commerce/orders/:order_id/refund-quote',
  params: 'adminOrderParams',
  response: 'refundQuote',
  summary: '환불 기준에 따른 금액',
  errors: ['ORDER_NOT_FOUND'],
});

export const refund = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/orders/:order_id/refund',
  params: 'adminOrderParams',
  body: 'adminRefundBody',
  response: 'orderDetail',
  summary: '운영자 환불 (기준대로, 전액, 금액 지정)',
  errors: ['ORDER_NOT_FOUND', 'ADMIN_SELF_MONEY', 'ADMIN_MONEY_RANK_REQUIRED', 'REFUND_NOT_ALLOWED', 'REFUND_FAILED', 'REFUND_ACCOUNT_REQUIRED', 'REFUND_ACCOUNT_NOT_ACCEPTED', 'REFUND_ACCOUNT_REJECTED'],
});

export const products = endpoint({ ...staff, method: 'GET', path: '/api/admin/commerce/products', response: 'adminProducts', summary: '이용권·단과 상품과 가격' });

export const createPass = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/passes',
  body: 'passBody',
  response: 'passSaved',
  summary: '이용권 만들기',
  errors: ['CATEGORY_NOT_FOUND'],
});

export const updatePass = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/passes/:product_id',
  params: 'adminProductParams',
  body: 'passBody',
  response: 'passSaved',
  summary: '이용권 가격·기간·범위·판매 여부 변경 (이후 주문부터)',
  errors: ['CATEGORY_NOT_FOUND', 'PRODUCT_NOT_FOUND'],
});

export const refundReviews = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/commerce/refund-reviews',
  query: 'adminRefundReviewsQuery',
  response: 'adminRefundReviews',
  summary: '환불 검토 요청 (대기, 처리됨)',
});

export const approveReview = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/refund-reviews/:id/approve',
  params: 'refundReviewParams',
  body: 'adminRefundBody',
  response: 'refundReviewState',
  summary: '검토 요청을 받아 환불 (기준대로, 전액, 금액 지정)',
  errors: ['REFUND_REVIEW_NOT_FOUND', 'ORDER_NOT_FOUND', 'ADMIN_SELF_MONEY', 'ADMIN_MONEY_RANK_REQUIRED', 'REFUND_NOT_ALLOWED', 'REFUND_ACCOUNT_REQUIRED', 'REFUND_ACCOUNT_NOT_ACCEPTED'],
});

export const refuseReview = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/commerce/refund-reviews/:id/refuse',
  params: 'refundReviewParams',
  body: 'refundReviewRefuseBody',
  response: 'refundReviewState',
  summary: '검토 요청 거절 (회원에게 답변)',
  errors: ['REFUND_REVIEW_NOT_FOUND'],
});
