import { endpoint } from '../endpoint.ts';

// Commerce (apps/api/src/modules/commerce, decisions 020–024): products, checkout through the payment provider (Toss,
// or the offline sandbox), coupons, points, purchase history and refunds. Schemas: commerce.ts (products, quote,
// order, confirm), commerce-account.ts (coupons, points, history, refunds), commerce-window.ts (window, webhook).

const tags = ['commerce'];
const money = ['PRODUCT_NOT_FOUND', 'COURSE_ALREADY_OWNED', 'COUPON_NOT_FOUND', 'POINTS_EXCEED_PRICE', 'POINTS_INSUFFICIENT'] as const;

/** Passes and single courses; with `course_sn` only the products that unlock that course. */
export const products = endpoint({ method: 'GET', path: '/api/payment/products', query: 'productsQuery', response: 'productsResponse', summary: '상품 목록 (이용권, 단과)', tags });

export const product = endpoint({
  method: 'GET',
  path: '/api/payment/products/:product_id',
  params: 'productParams',
  response: 'product',
  summary: '상품',
  tags,
  errors: ['PRODUCT_NOT_FOUND'],
});

/**
 * Provider → server (PAYMENT_STATUS_CHANGED), not a member call and so without the XSRF token: for one of our orders
 * only, the server fetches the payment from the provider before acting on it (decision 104). Limited per address and
 * per order (429: Toss delivers it again later).
 */
export const webhook = endpoint({
  method: 'POST',
  path: '/api/payment/webhook',
  body: 'webhookBody',
  response: 'webhookResponse',
  summary: '결제 웹훅 (결제 정보를 다시 조회해 반영)',
  tags,
  errors: ['PAYMENT_PROVIDER_FAILED', 'TOO_MANY_REQUESTS'],
});

/**
 * Toss → server, 가상계좌 입금·입금 취소 (DEPOSIT_CALLBACK): the body's secret must equal the one Toss returned for
 * that payment; then the payment is fetched and its current state applied (replays and late deliveries change nothing).
 */
export const depositCallback = endpoint({
  method: 'POST',
  path: '/api/payment/webhook/deposit',
  body: 'depositCallbackBody',
  response: 'depositCallbackResponse',
  summary: '가상계좌 입금 알림 (DEPOSIT_CALLBACK)',
  tags,
  errors: ['PAYMENT_DEPOSIT_SECRET', 'PAYMENT_PROVIDER_FAILED', 'TOO_MANY_REQUESTS'],
});

/** The live price as the coupon and points change; no order is made. */
export const quote = endpoint({
  method: 'POST',
  path: '/api/payment/order/quote',
  body: 'quoteBody',
  response: 'quote',
  summary: '주문 금액 미리보기',
  tags,
  bearer: true,
  errors: money,
});

/**
 * Never a price from the client: the server computes product − coupon − points. Amount 0 (all paid by coupon or
 * points): the order is already paid (`status` ≠ 'pending'), skip the payment window. Else open it — provider 'toss':
 * the SDK's `requestPayment({ method: 'CARD', amount: { currency: 'KRW', value: amount }, orderId: order_id,
 * orderName: order_name, customerKey: customer_key, successUrl, failUrl })` with `client_key`; provider 'sandbox':
 * `${sandbox_window_url}?successUrl=…&failUrl=…` (same-site paths such as /payment/success). Both come back to
 * successUrl?paymentKey&orderId&amount&paymentType=NORMAL or failUrl?code&message&orderId (Toss's parameters).
 */
export const orderCreate = endpoint({
  method: 'POST',
  path: '/api/payment/order',
  body: 'orderCreateBody',
  response: 'orderCreated',
  summary: '주문 만들기 (금액은 서버가 계산)',
  tags,
  bearer: true,
  errors: [...money, 'COUPON_IN_USE', 'PAYMENT_INSTALLMENT_TOO_SMALL', 'PAYMENT_INSTALLMENT_CARD_ONLY', 'PAYMENT_CASH_RECEIPT_METHOD'],
});

/** Another member's order answers 4010 like a missing one. */
export const order = endpoint({
  method: 'GET',
  path: '/api/payment/order/:order_id',
  params: 'orderParams',
  response: 'orderDetail',
  summary: '주문',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND'],
});

/** Idempotent: the same confirmation twice answers the same paid order. */
export const confirm = endpoint({
  method: 'POST',
  path: '/api/payment/confirm',
  body: 'confirmBody',
  response: 'orderDetail',
  summary: '결제 승인',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_PAYABLE', 'ORDER_AMOUNT_MISMATCH', 'ORDER_EXPIRED', 'PAYMENT_DECLINED', 'PAYMENT_TIMEOUT', 'PAYMENT_PROVIDER_FAILED', 'PAYMENT_PROVIDER_MISMATCH'],
});

/** Records 결제 실패/취소 from the failUrl's parameters. */
export const fail = endpoint({
  method: 'POST',
  path: '/api/payment/fail',
  body: 'failBody',
  response: 'orderDetail',
  summary: '결제 실패·취소 기록',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND'],
});

export const couponRegister = endpoint({
  method: 'POST',
  path: '/api/payment/coupon',
  body: 'couponRegisterBody',
  response: 'myCoupon',
  summary: '쿠폰 등록',
  tags,
  bearer: true,
  errors: ['COUPON_NOT_FOUND', 'COUPON_OWN', 'COUPON_NOT_STARTED', 'COUPON_EXPIRED', 'TEACHER_COUPON_ENDED', 'COUPON_ALREADY_REGISTERED', 'COUPON_EXHAUSTED'],
});

export const myCoupons = endpoint({
  method: 'GET',
  path: '/api/my/coupon',
  query: 'couponListQuery',
  response: 'couponListResponse',
  summary: '내 쿠폰',
  tags,
  bearer: true,
});

/** The points balance, what expires soon, and the ledger. */
export const balance = endpoint({
  method: 'GET',
  path: '/api/my/balance',
  query: 'balanceQuery',
  response: 'balanceResponse',
  summary: '포인트 잔액과 내역',
  tags,
  bearer: true,
});

export const myPayments = endpoint({
  method: 'GET',
  path: '/api/my/payment',
  query: 'paymentListQuery',
  response: 'paymentListResponse',
  summary: '구매 내역',
  tags,
  bearer: true,
});

export const myPayment = endpoint({
  method: 'GET',
  path: '/api/my/payment/:order_id',
  params: 'orderParams',
  response: 'orderDetail',
  summary: '구매 상세',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND'],
});

export const refundReview = endpoint({
  method: 'GET',
  path: '/api/my/payment/:order_id/refund-review',
  params: 'orderParams',
  response: 'refundReviewState',
  summary: '이 주문의 환불 검토 요청과 답변',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND'],
});

export const refundReviewRequest = endpoint({
  method: 'POST',
  path: '/api/my/payment/:order_id/refund-review',
  params: 'orderParams',
  body: 'refundReviewBody',
  response: 'refundReviewState',
  summary: '환불 기준 밖의 환불을 운영팀에 검토 요청',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND', 'REFUND_REVIEW_NOT_ALLOWED', 'REFUND_REVIEW_OPEN', 'REFUND_ACCOUNT_REQUIRED', 'REFUND_ACCOUNT_NOT_ACCEPTED'],
});

/** The amount and how it was computed, before the member confirms. */
export const refundQuote = endpoint({
  method: 'GET',
  path: '/api/my/payment/:order_id/refund',
  params: 'orderParams',
  response: 'refundQuote',
  summary: '환불 금액 미리보기 (계산 방법 포함)',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND'],
});

/**
 * 4051 when the amount changed since the quote: show the new quote. A 가상계좌 order needs `refund_account`
 * (8305 without it; 8306 when given on any other order; 8307 when the bank turned the account down — the order
 * stays 환불 요청 and the member sends it again with a corrected account).
 */
export const refund = endpoint({
  method: 'POST',
  path: '/api/my/payment/:order_id/refund',
  params: 'orderParams',
  body: 'refundBody',
  response: 'orderDetail',
  summary: '환불 요청',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND', 'REFUND_NOT_ALLOWED', 'REFUND_AMOUNT_CHANGED', 'REFUND_FAILED', 'REFUND_ACCOUNT_REQUIRED', 'REFUND_ACCOUNT_NOT_ACCEPTED', 'REFUND_ACCOUNT_REJECTED'],
});

/** 구매확정: the escrow receipt rule. */
export const purchaseConfirm = endpoint({
  method: 'POST',
  path: '/api/my/payment/:order_id/confirm',
  params: 'orderParams',
  response: 'orderDetail',
  summary: '구매확정',
  tags,
  bearer: true,
  errors: ['ORDER_NOT_FOUND', 'PURCHASE_CONFIRM_NOT_ALLOWED'],
});

// Pages a person opens in a browser tab (HTML, not the envelope).

/** Our receipt page (sandbox payments; Toss payments link to Toss's receipt). */
export const receipt = endpoint({
  method: 'GET',
  path: '/api/payment/receipt/:order_id',
  params: 'orderParams',
  query: 'receiptQuery',
  summary: '영수증 (샌드박스 결제)',
  tags,
});

/** The sandbox provider's payment window (sandbox only). Its buttons: 승인, 거절 (한도 초과), 결제 취소, 시간 초과. */
export const sandboxWindow = endpoint({
  method: 'GET',
  path: '/api/payment/sandbox/window/:order_id',
  params: 'orderParams',
  query: 'sandboxWindowQuery',
  summary: '샌드박스 결제창',
  tags,
});

/**
 * The sandbox bank (sandbox only): the 가상계좌 of an order, with 입금하기 and 입금 취소, each sent through the same
 * DEPOSIT_CALLBACK handling as Toss's (secret checked, payment fetched).
 */
export const sandboxBank = endpoint({
  method: 'GET',
  path: '/api/payment/sandbox/bank/:order_id',
  params: 'orderParams',
  query: 'sandboxBankQuery',
  summary: '샌드박스 은행 (가상계좌 입금)',
  tags,
});

/** The window's choice: 303 to successUrl or failUrl with Toss's parameters. */
export const sandboxDecide = endpoint({
  method: 'GET',
  path: '/api/payment/sandbox/window/:order_id/decide',
  params: 'orderParams',
  query: 'sandboxDecideQuery',
  summary: '샌드박스 결제창의 선택',
  tags,
});
