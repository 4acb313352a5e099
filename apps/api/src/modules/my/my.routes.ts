import {
  changeHpnoBody,
  changeMarketBody,
  changeNameBody,
  changePasswordBody,
  envelope,
  marketResponse,
  myHoldings,
  myUser,
  signupBenefitResponse,
  simpleUser,
  withdrawalAvailability,
  withdrawalBody,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { MyService } from './my.service.ts';

const tags = ['my'];
const security = [{ bearer: [] }];

/** Member info. Every call acts on the signed-in member only: no member id is ever taken from input. */
export const myRoutes: FastifyPluginAsyncZod<{ my: MyService }> = async (app, { my }) => {
  app.addHook('preHandler', app.requireMember);

  app.get('/my/user', { schema: { tags, security, summary: '내 정보 (로그인 기기 목록 포함)', response: { 200: envelope(myUser) } } }, async (req) => {
    const m = memberOf(req);
    return ok(await my.user(m.memberId, m.sessionId));
  });

  app.get('/my/simpleUser', { schema: { tags, security, summary: '내 정보 요약', response: { 200: envelope(simpleUser) } } }, async (req) =>
    ok(await my.simpleUser(memberOf(req).memberId)),
  );

  app.put(
    '/my/user/password',
    { schema: { tags, security, summary: '비밀번호 변경 (다른 기기는 로그아웃)', body: changePasswordBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const m = memberOf(req);
      await my.changePassword(m.memberId, m.sessionId, req.body.user_password, req.body.new_password);
      return ok(null, '비밀번호를 변경했습니다. 다른 기기에서는 로그아웃되었습니다.');
    },
  );

  app.put(
    '/my/user/hpno',
    { schema: { tags, security, summary: '휴대폰 번호 변경 (인증번호 필요)', body: changeHpnoBody, response: { 200: envelope(z.object({ hpno: z.string() })) } } },
    async (req) => ok(await my.changeHpno(memberOf(req).memberId, req.body.hpno, req.body.auth_no), '휴대폰 번호를 변경했습니다.'),
  );

  app.put(
    '/my/user/name',
    { schema: { tags, security, summary: '이름 변경', body: changeNameBody, response: { 200: envelope(z.object({ user_name: z.string() })) } } },
    async (req) => ok(await my.changeName(memberOf(req).memberId, req.body.user_name), '이름을 변경했습니다.'),
  );

  app.put(
    '/my/user/market',
    { schema: { tags, security, summary: '마케팅 정보 수신 동의 변경', body: changeMarketBody, response: { 200: envelope(marketResponse) } } },
    async (req) => {
      const result = await my.changeMarket(memberOf(req).memberId, req.body.is_market);
      // The law asks to tell the person the date of the change (정보통신망법 §50).
      const day = result.market_changed_at.slice(0, 10);
      const message = result.is_market === 'Y' ? `${day}에 마케팅 정보 수신에 동의하셨습니다.` : `${day}에 마케팅 정보 수신 동의를 철회하셨습니다.`;
      return ok(result, message);
    },
  );

  app.get(
    '/my/signup_benefit',
    { schema: { tags, security, summary: '가입 혜택', response: { 200: envelope(signupBenefitResponse) } } },
    async (req) => ok({ benefits: await my.signupBenefits(memberOf(req).memberId) }),
  );

  app.get('/my/holdings', { schema: { tags, security, summary: '보유 이용권(남은 기간)과 포인트', response: { 200: envelope(myHoldings) } } }, async (req) =>
    ok(await my.holdings(memberOf(req).memberId)),
  );

  app.get(
    '/my/user/withdrawal/available',
    { schema: { tags, security, summary: '탈퇴 가능 여부와 안내', response: { 200: envelope(withdrawalAvailability) } } },
    async (req) => ok(await my.withdrawalAvailability(memberOf(req).memberId)),
  );

  app.delete(
    '/my/user/withdrawal',
    { schema: { tags, security, summary: '회원 탈퇴', body: withdrawalBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const m = memberOf(req);
      await my.withdraw(m.memberId, m.sessionId, req.body);
      return ok(null, '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.');
    },
  );
};
