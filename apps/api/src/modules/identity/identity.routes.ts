import { envelope, idenBody, idenCheck, idenRequestBody, idenRequestResponse, idenResult } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { IdentityService } from './identity.service.ts';

const tags = ['my'];
const security = [{ bearer: [] }];

/** Identity verification of the signed-in member (spec §7: /api/comm/my/iden, /api/my/iden/check). */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (app, { identity }) => {
  app.addHook('preHandler', app.requireMember);

  app.post(
    '/comm/my/iden/request',
    { schema: { tags, security, summary: '본인인증 시작: 인증 창 정보 (10분 유효)', body: idenRequestBody, response: { 200: envelope(idenRequestResponse) } } },
    async (req) => ok(await identity.request(memberOf(req).memberId, req.body.returnUrl)),
  );

  app.post(
    '/comm/my/iden',
    { schema: { tags, security, summary: '본인인증 결과 확인 (encryptMOKKeyToken)', body: idenBody, response: { 200: envelope(idenResult) } } },
    async (req) => ok(await identity.verify(memberOf(req).memberId, req.body.encryptMOKKeyToken), '본인인증을 완료했습니다.'),
  );

  app.get(
    '/my/iden/check',
    { schema: { tags, security, summary: '본인인증 여부 (CI/DI는 제공하지 않음)', response: { 200: envelope(idenCheck) } } },
    async (req) => ok(await identity.check(memberOf(req).memberId)),
  );
};
