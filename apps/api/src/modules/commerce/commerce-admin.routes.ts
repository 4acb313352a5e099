import { refundQuote, envelope, orderDetail, refundReviewState } from '@school/contracts';
import {
  adminCoupons,
  adminOrderParams,
  adminOrders,
  adminOrdersQuery,
  adminProducts,
  adminRefundBody,
  adminRefundReviews,
  adminRefundReviewsQuery,
  refundReviewParams,
  refundReviewRefuseBody,
  couponBatchParams,
  couponCreateBody,
  couponCreated,
  passBody,
  adminProductParams,
} from '@school/contracts/admin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { Commerce } from './commerce.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;

/** Coupons, refunds, passes and prices in the console (staff; docs/decisions/063, 068). */
export const commerceAdminRoutes: FastifyPluginAsyncZod<{ commerce: Commerce }> = async (app, { commerce }) => {
  app.get('/admin/commerce/coupons', { config: staff, schema: { tags, security, summary: '쿠폰·쿠폰 묶음과 사용 현황', response: { 200: envelope(adminCoupons) } } }, async () =>
    ok(await commerce.admin.list()),
  );
  app.post(
    '/admin/commerce/coupons',
    { config: staff, schema: { tags, security, summary: '쿠폰 만들기 (한 장 또는 일회용 번호 여러 장)', body: couponCreateBody, response: { 200: envelope(couponCreated) } } },
    async (req) => {
      const created = await commerce.admin.create(actorOf(req), req.body);
      return ok(created, created.codes.length > 1 ? `쿠폰 ${created.codes.length.toLocaleString('ko-KR')}장을 만들었습니다.` : '쿠폰을 만들었습니다.');
    },
  );
  app.get(
    '/admin/commerce/coupons/batch/:batch/codes.csv',
    { config: staff, schema: { tags, security, summary: '쿠폰 묶음의 번호와 사용 내역 (CSV)', params: couponBatchParams } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coupons-${req.params.batch.slice(0, 8)}.csv"`)
        .send(await commerce.admin.batchCsv(req.params.batch)),
  );

  app.get('/admin/commerce/orders', { config: staff, schema: { tags, security, summary: '환불할 수 있는 주문, 환불 내역', querystring: adminOrdersQuery, response: { 200: envelope(adminOrders) } } }, async (req) =>
    ok(await commerce.admin.orders(req.query)),
  );
  app.get(
    '/admin/commerce/orders/:order_id/refund-quote',
    { config: staff, schema: { tags, security, summary: '환불 기준에 따른 금액', params: adminOrderParams, response: { 200: envelope(refundQuote) } } },
    async (req) => ok(await commerce.refunds.quoteForOperator(req.params.order_id)),
  );
  app.post(
    '/admin/commerce/orders/:order_id/refund',
    { config: staff, schema: { tags, security, summary: '운영자 환불 (기준대로, 전액, 금액 지정)', params: adminOrderParams, body: adminRefundBody, response: { 200: envelope(orderDetail) } } },
    async (req) => ok(await commerce.refunds.refundByOperator(actorOf(req), req.params.order_id, req.body), '환불했습니다.'),
  );

  app.get('/admin/commerce/products', { config: staff, schema: { tags, security, summary: '이용권·단과 상품과 가격', response: { 200: envelope(adminProducts) } } }, async () =>
    ok(await commerce.productAdmin.list()),
  );
  app.post('/admin/commerce/passes', { config: staff, schema: { tags, security, summary: '이용권 만들기', body: passBody, response: { 200: envelope(z.object({ product_id: z.number() })) } } }, async (req) =>
    ok(await commerce.productAdmin.savePass(actorOf(req), null, req.body), '이용권을 만들었습니다.'),
  );
  app.post(
    '/admin/commerce/passes/:product_id',
    { config: staff, schema: { tags, security, summary: '이용권 가격·기간·범위·판매 여부 변경 (이후 주문부터)', params: adminProductParams, body: passBody, response: { 200: envelope(z.object({ product_id: z.number() })) } } },
    async (req) => ok(await commerce.productAdmin.savePass(actorOf(req), req.params.product_id, req.body), '이용권을 저장했습니다. 바뀐 내용은 이후 주문부터 적용됩니다.'),
  );

  app.get(
    '/admin/commerce/refund-reviews',
    { config: staff, schema: { tags, security, summary: '환불 검토 요청 (대기, 처리됨)', querystring: adminRefundReviewsQuery, response: { 200: envelope(adminRefundReviews) } } },
    async (req) => ok(await commerce.reviews.list(req.query.state)),
  );
  app.post(
    '/admin/commerce/refund-reviews/:id/approve',
    { config: staff, schema: { tags, security, summary: '검토 요청을 받아 환불 (기준대로, 전액, 금액 지정)', params: refundReviewParams, body: adminRefundBody, response: { 200: envelope(refundReviewState) } } },
    async (req) => ok(await commerce.reviews.approve(actorOf(req), req.params.id, req.body), '환불하고 회원에게 답변했습니다.'),
  );
  app.post(
    '/admin/commerce/refund-reviews/:id/refuse',
    { config: staff, schema: { tags, security, summary: '검토 요청 거절 (회원에게 답변)', params: refundReviewParams, body: refundReviewRefuseBody, response: { 200: envelope(refundReviewState) } } },
    async (req) => ok(await commerce.reviews.refuse(actorOf(req), req.params.id, req.body.answer), '거절하고 회원에게 답변했습니다.'),
  );
};
