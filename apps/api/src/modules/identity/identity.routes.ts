import { identityApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { IdentityService } from './identity.service.ts';

/** Identity verification of the signed-in member (spec §7: /api/comm/my/iden, /api/my/iden/check). */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (app, { identity }) => {
  app.addHook('preHandler', app.requireMember);

  route(app, identityApi.request, {}, async (req) => ok(await identity.request(memberOf(req).memberId, req.body.returnUrl)));
  route(app, identityApi.verify, {}, async (req) => ok(await identity.verify(memberOf(req).memberId, req.body.encryptMOKKeyToken), '본인인증을 완료했습니다.'));
  route(app, identityApi.check, {}, async (req) => ok(await identity.check(memberOf(req).memberId)));
};
