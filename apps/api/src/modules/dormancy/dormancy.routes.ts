import { dormantCodeBody, dormantCodeSent, dormantRestoreBody, envelope, tokenPair } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { DormancyService } from './dormancy.service.ts';

const tags = ['auth'];

/** Waking a dormant account: the key from the 2080 sign-in answer, then the SMS code (docs/decisions/071). */
export const dormancyRoutes: FastifyPluginAsyncZod<{ dormancy: DormancyService }> = async (app, { dormancy }) => {
  app.post(
    '/auth/dormant/code',
    { schema: { tags, summary: '휴면 해제 인증번호 발송 (가입한 휴대폰, 1분에 한 번, 3분 유효)', body: dormantCodeBody, response: { 200: envelope(dormantCodeSent) } } },
    async (req) => ok(await dormancy.sendCode(req.body.dormant_token)),
  );

  app.post(
    '/auth/dormant/restore',
    { schema: { tags, summary: '휴면 해제 (인증번호 확인 후 회원정보 복원, 로그인)', body: dormantRestoreBody, response: { 200: envelope(tokenPair) } } },
    async (req) => ok(await dormancy.restore(req.body, req.ip)),
  );
};
