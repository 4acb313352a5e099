import { myApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { MyService } from './my.service.ts';

/** Member info. Every call acts on the signed-in member only: no member id is ever taken from input. */
export const myRoutes: FastifyPluginAsyncZod<{ my: MyService }> = async (app, { my }) => {
  app.addHook('preHandler', app.requireMember);

  route(app, myApi.user, {}, async (req) => {
    const m = memberOf(req);
    return ok(await my.user(m.memberId, m.sessionId));
  });

  route(app, myApi.simpleUser, {}, async (req) => ok(await my.simpleUser(memberOf(req).memberId)));

  route(app, myApi.changePassword, {}, async (req) => {
    const m = memberOf(req);
    await my.changePassword(m.memberId, m.sessionId, req.body.user_password, req.body.new_password);
    return ok(null, '비밀번호를 변경했습니다. 다른 기기에서는 로그아웃되었습니다.');
  });

  route(app, myApi.changeHpno, {}, async (req) => ok(await my.changeHpno(memberOf(req).memberId, req.body.hpno, req.body.auth_no), '휴대폰 번호를 변경했습니다.'));

  route(app, myApi.changeName, {}, async (req) => ok(await my.changeName(memberOf(req).memberId, req.body.user_name), '이름을 변경했습니다.'));

  route(app, myApi.changeMarket, {}, async (req) => {
    const result = await my.changeMarket(memberOf(req).memberId, req.body.is_market);
    // The law asks to tell the person the date of the change (정보통신망법 §50).
    const day = result.market_changed_at.slice(0, 10);
    const message = result.is_market === 'Y' ? `${day}에 마케팅 정보 수신에 동의하셨습니다.` : `${day}에 마케팅 정보 수신 동의를 철회하셨습니다.`;
    return ok(result, message);
  });

  route(app, myApi.signupBenefit, {}, async (req) => ok({ benefits: await my.signupBenefits(memberOf(req).memberId) }));

  route(app, myApi.holdings, {}, async (req) => ok(await my.holdings(memberOf(req).memberId)));

  route(app, myApi.withdrawalAvailability, {}, async (req) => ok(await my.withdrawalAvailability(memberOf(req).memberId)));

  route(app, myApi.withdraw, {}, async (req) => {
    const m = memberOf(req);
    await my.withdraw(m.memberId, m.sessionId, req.body);
    return ok(null, '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.');
  });
};
