import { studioApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../http/admin.ts';
import { memberOf } from '../../../http/auth.ts';
import { ok } from '../../../http/reply.ts';
import { route } from '../../../http/route.ts';
import type { TeacherCouponService } from './teacher-coupon.service.ts';

/** A teacher's coupons in the studio (decision 132): on the studio session, which http/studio.ts requires of /api/studio. */
export const teacherCouponRoutes: FastifyPluginAsyncZod<{ coupons: TeacherCouponService }> = async (app, { coupons }) => {
  route(app, api.coupons, {}, async (req) => ok(await coupons.list(memberOf(req).memberId)));
  route(app, api.createCoupon, {}, async (req) => {
    const made = await coupons.create(actorOf(req), req.body);
    return ok(made, made.codes.length > 1 ? `쿠폰 ${made.codes.length.toLocaleString('ko-KR')}장을 만들었습니다.` : '쿠폰을 만들었습니다.');
  });
  route(app, api.endCoupon, {}, async (req) => {
    const ended = await coupons.end(actorOf(req), req.params.key);
    return ok(ended, ended.stopped > 0 ? `쿠폰 사용을 종료했습니다. 등록한 회원 ${ended.stopped.toLocaleString('ko-KR')}명의 쿠폰도 함께 종료했습니다.` : '쿠폰 사용을 종료했습니다.');
  });
  route(app, api.couponBatchCsv, {}, async (req, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="coupons-${req.params.batch.slice(0, 8)}.csv"`)
      .send(await coupons.batchCsv(memberOf(req).memberId, req.params.batch)),
  );
};
