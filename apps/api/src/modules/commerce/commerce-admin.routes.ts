import { adminCommerceApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { Commerce } from './commerce.ts';

const staff = { role: 'staff' } as const;

/** Coupons, refunds, passes and prices in the console (staff; docs/decisions/063, 068). */
export const commerceAdminRoutes: FastifyPluginAsyncZod<{ commerce: Commerce }> = async (app, { commerce }) => {
  route(app, api.coupons, { config: staff }, async () => ok(await commerce.admin.list()));
  route(app, api.createCoupon, { config: staff }, async (req) => {
    const created = await commerce.admin.create(actorOf(req), req.body);
    return ok(created, created.codes.length > 1 ? `쿠폰 ${created.codes.length.toLocaleString('ko-KR')}장을 만들었습니다.` : '쿠폰을 만들었습니다.');
  });
  route(app, api.batchCodes, { config: staff }, async (req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="coupons-${req.params.batch.slice(0, 8)}.csv"`)
      .send(await commerce.admin.batchCsv(req.params.batch)),
  );

  route(app, api.couponPolicy, { config: staff }, async () => ok(await commerce.teacherCoupons.policyView()));
  route(app, api.saveCouponPolicy, { config: { role: 'admin' } }, async (req) => ok(await commerce.teacherCoupons.savePolicy(actorOf(req), req.body), '강사 쿠폰 정책을 바꿨습니다. 이미 만든 쿠폰은 그대로입니다.'));

  route(app, api.orders, { config: staff }, async (req) => ok(await commerce.admin.orders(req.query)));
  route(app, api.refundQuote, { config: staff }, async (req) => ok(await commerce.refunds.quoteForOperator(req.params.order_id)));
  route(app, api.refund, { config: staff }, async (req) => ok(await commerce.refunds.refundByOperator(actorOf(req), req.params.order_id, req.body), '환불했습니다.'));

  route(app, api.products, { config: staff }, async () => ok(await commerce.productAdmin.list()));
  route(app, api.createPass, { config: staff }, async (req) => ok(await commerce.productAdmin.savePass(actorOf(req), null, req.body), '이용권을 만들었습니다.'));
  route(app, api.updatePass, { config: staff }, async (req) =>
    ok(await commerce.productAdmin.savePass(actorOf(req), req.params.product_id, req.body), '이용권을 저장했습니다. 바뀐 내용은 이후 주문부터 적용됩니다.'),
  );

  route(app, api.refundReviews, { config: staff }, async (req) => ok(await commerce.reviews.list(req.query.state)));
  route(app, api.approveReview, { config: staff }, async (req) => ok(await commerce.reviews.approve(actorOf(req), req.params.id, req.body), '환불하고 회원에게 답변했습니다.'));
  route(app, api.refuseReview, { config: staff }, async (req) => ok(await commerce.reviews.refuse(actorOf(req), req.params.id, req.body.answer), '거절하고 회원에게 답변했습니다.'));
};
