import { commerceApi as api } from '@school/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../http/general-limit.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { Commerce } from './commerce.ts';

/** Products, checkout, coupons, points, purchase history and refunds (docs/decisions/020–024). */
export const commerceRoutes: FastifyPluginAsyncZod<{ commerce: Commerce }> = async (app, { commerce }) => {
  const { products, orders, payments, coupons, points, refunds } = commerce;

  route(app, api.products, {}, async (req) => ok(await products.list(req.query.course_sn)));
  route(app, api.product, {}, async (req) => ok(await products.get(req.params.product_id)));
  // Provider → server, no member and no XSRF token (http/xsrf.ts): limited per address before anything is read.
  const webhook = { onRequest: async (req: FastifyRequest) => payments.webhookGate.address(clientKey(req)) };
  // Verified by fetching the payment from the provider, for one of our orders only.
  route(app, api.webhook, webhook, async (req) => ok({ outcome: await payments.webhook(req.body.eventType, req.body.data.paymentKey, req.body.data.orderId) }));
  // 가상계좌 입금·입금 취소: the body's secret is checked against the one Toss gave for that payment, then the payment is fetched.
  route(app, api.depositCallback, webhook, async (req) => ok({ outcome: await payments.depositCallback(req.body) }));

  await app.register(async (scope) => {
    scope.addHook('preHandler', app.requireMember);
    const member = scope.withTypeProvider<ZodTypeProvider>();

    route(member, api.quote, {}, async (req) => ok(await orders.quote(memberOf(req).memberId, req.body)));
    route(member, api.orderCreate, {}, async (req) => ok(await orders.create(memberOf(req).memberId, req.body)));
    route(member, api.order, {}, async (req) => ok(await orders.detail(memberOf(req).memberId, req.params.order_id)));
    route(member, api.confirm, {}, async (req) => ok(await payments.confirm(memberOf(req).memberId, req.body), '결제가 완료되었습니다.'));
    route(member, api.fail, {}, async (req) => ok(await payments.fail(memberOf(req).memberId, req.body.orderId, req.body.code, req.body.message)));
    route(member, api.couponRegister, {}, async (req) => ok(await coupons.register(memberOf(req).memberId, req.body.cp_no), '쿠폰을 등록했습니다.'));
    route(member, api.myCoupons, {}, async (req) => ok(await coupons.list(memberOf(req).memberId, req.query.status, req.query.page, req.query.size)));
    route(member, api.balance, {}, async (req) => ok(await points.view(memberOf(req).memberId, req.query.page, req.query.size)));
    route(member, api.myPayments, {}, async (req) => ok(await orders.history(memberOf(req).memberId, req.query)));
    route(member, api.myPayment, {}, async (req) => ok(await orders.detail(memberOf(req).memberId, req.params.order_id)));
    route(member, api.refundReview, {}, async (req) => ok(await commerce.reviews.mine(memberOf(req).memberId, req.params.order_id)));
    route(member, api.refundReviewRequest, {}, async (req) =>
      ok(await commerce.reviews.request(memberOf(req).memberId, req.params.order_id, req.body.reason, req.body.refund_account), '환불 검토를 요청했습니다. 영업일 3일 안에 이 주문에서 답변을 확인하실 수 있습니다.'),
    );
    route(member, api.refundQuote, {}, async (req) => ok(await refunds.quote(memberOf(req).memberId, req.params.order_id)));
    route(member, api.refund, {}, async (req) =>
      ok(await refunds.request(memberOf(req).memberId, req.params.order_id, req.body.expected_amount, req.body.reason, req.body.refund_account), '환불이 완료되었습니다.'),
    );
    route(member, api.purchaseConfirm, {}, async (req) => ok(await orders.confirmReceipt(memberOf(req).memberId, req.params.order_id), '구매를 확정했습니다.'));
  });
};
