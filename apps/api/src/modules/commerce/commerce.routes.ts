import {
  balanceQuery,
  balanceResponse,
  confirmBody,
  couponListQuery,
  couponListResponse,
  couponRegisterBody,
  envelope,
  failBody,
  myCoupon,
  orderCreateBody,
  orderCreated,
  orderDetail,
  orderParams,
  paymentListQuery,
  paymentListResponse,
  product,
  productParams,
  productsQuery,
  productsResponse,
  quote,
  quoteBody,
  refundBody,
  refundQuote,
  refundReviewBody,
  refundReviewState,
  webhookBody,
} from '@school/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { Commerce } from './commerce.ts';

const tags = ['commerce'];
const security = [{ bearer: [] }];

/** Products, checkout, coupons, points, purchase history and refunds (docs/decisions/020–024). */
export const commerceRoutes: FastifyPluginAsyncZod<{ commerce: Commerce }> = async (app, { commerce }) => {
  const { products, orders, payments, coupons, points, refunds } = commerce;

  app.get('/payment/products', { schema: { tags, summary: '상품 목록 (이용권, 단과)', querystring: productsQuery, response: { 200: envelope(productsResponse) } } }, async (req) =>
    ok(await products.list(req.query.course_sn)),
  );
  app.get('/payment/products/:product_id', { schema: { tags, summary: '상품', params: productParams, response: { 200: envelope(product) } } }, async (req) =>
    ok(await products.get(req.params.product_id)),
  );

  // Provider → server: not a member call; verified by fetching the payment from the provider.
  app.post('/payment/webhook', { schema: { tags, summary: '결제 웹훅 (결제 정보를 다시 조회해 반영)', body: webhookBody, response: { 200: envelope(z.object({ outcome: z.string() })) } } }, async (req) =>
    ok({ outcome: await payments.webhook(req.body.eventType, req.body.data.paymentKey) }),
  );

  await app.register(async (scope) => {
    scope.addHook('preHandler', app.requireMember);
    const member = scope.withTypeProvider<ZodTypeProvider>();

    member.post('/payment/order/quote', { schema: { tags, security, summary: '주문 금액 미리보기', body: quoteBody, response: { 200: envelope(quote) } } }, async (req) =>
      ok(await orders.quote(memberOf(req).memberId, req.body)),
    );
    member.post('/payment/order', { schema: { tags, security, summary: '주문 만들기 (금액은 서버가 계산)', body: orderCreateBody, response: { 200: envelope(orderCreated) } } }, async (req) =>
      ok(await orders.create(memberOf(req).memberId, req.body)),
    );
    member.get('/payment/order/:order_id', { schema: { tags, security, summary: '주문', params: orderParams, response: { 200: envelope(orderDetail) } } }, async (req) =>
      ok(await orders.detail(memberOf(req).memberId, req.params.order_id)),
    );
    member.post('/payment/confirm', { schema: { tags, security, summary: '결제 승인', body: confirmBody, response: { 200: envelope(orderDetail) } } }, async (req) =>
      ok(await payments.confirm(memberOf(req).memberId, req.body), '결제가 완료되었습니다.'),
    );
    member.post('/payment/fail', { schema: { tags, security, summary: '결제 실패·취소 기록', body: failBody, response: { 200: envelope(orderDetail) } } }, async (req) =>
      ok(await payments.fail(memberOf(req).memberId, req.body.orderId, req.body.code, req.body.message)),
    );
    member.post('/payment/coupon', { schema: { tags, security, summary: '쿠폰 등록', body: couponRegisterBody, response: { 200: envelope(myCoupon) } } }, async (req) =>
      ok(await coupons.register(memberOf(req).memberId, req.body.cp_no), '쿠폰을 등록했습니다.'),
    );
    member.get('/my/coupon', { schema: { tags, security, summary: '내 쿠폰', querystring: couponListQuery, response: { 200: envelope(couponListResponse) } } }, async (req) =>
      ok(await coupons.list(memberOf(req).memberId, req.query.status, req.query.page, req.query.size)),
    );
    member.get('/my/balance', { schema: { tags, security, summary: '포인트 잔액과 내역', querystring: balanceQuery, response: { 200: envelope(balanceResponse) } } }, async (req) =>
      ok(await points.view(memberOf(req).memberId, req.query.page, req.query.size)),
    );
    member.get('/my/payment', { schema: { tags, security, summary: '구매 내역', querystring: paymentListQuery, response: { 200: envelope(paymentListResponse) } } }, async (req) =>
      ok(await orders.history(memberOf(req).memberId, req.query)),
    );
    member.get('/my/payment/:order_id', { schema: { tags, security, summary: '구매 상세', params: orderParams, response: { 200: envelope(orderDetail) } } }, async (req) =>
      ok(await orders.detail(memberOf(req).memberId, req.params.order_id)),
    );
    member.get('/my/payment/:order_id/refund-review', { schema: { tags, security, summary: '이 주문의 환불 검토 요청과 답변', params: orderParams, response: { 200: envelope(refundReviewState) } } }, async (req) =>
      ok(await commerce.reviews.mine(memberOf(req).memberId, req.params.order_id)),
    );
    member.post(
      '/my/payment/:order_id/refund-review',
      { schema: { tags, security, summary: '환불 기준 밖의 환불을 운영팀에 검토 요청', params: orderParams, body: refundReviewBody, response: { 200: envelope(refundReviewState) } } },
      async (req) => ok(await commerce.reviews.request(memberOf(req).memberId, req.params.order_id, req.body.reason), '환불 검토를 요청했습니다. 영업일 3일 안에 이 주문에서 답변을 확인하실 수 있습니다.'),
    );
    member.get('/my/payment/:order_id/refund', { schema: { tags, security, summary: '환불 금액 미리보기 (계산 방법 포함)', params: orderParams, response: { 200: envelope(refundQuote) } } }, async (req) =>
      ok(await refunds.quote(memberOf(req).memberId, req.params.order_id)),
    );
    member.post(
      '/my/payment/:order_id/refund',
      { schema: { tags, security, summary: '환불 요청', params: orderParams, body: refundBody, response: { 200: envelope(orderDetail) } } },
      async (req) => ok(await refunds.request(memberOf(req).memberId, req.params.order_id, req.body.expected_amount, req.body.reason), '환불이 완료되었습니다.'),
    );
    member.post('/my/payment/:order_id/confirm', { schema: { tags, security, summary: '구매확정', params: orderParams, response: { 200: envelope(orderDetail) } } }, async (req) =>
      ok(await orders.confirmReceipt(memberOf(req).memberId, req.params.order_id), '구매를 확정했습니다.'),
    );
  });
};
