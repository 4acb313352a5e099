import { guardianApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { GuardianService } from './guardian.service.ts';

/** 법정대리인 열람·정정·탈퇴 (docs/decisions/072): the SMS code comes from POST /api/auth/certification (page `parental`). */
export const guardianRoutes: FastifyPluginAsyncZod<{ guardian: GuardianService }> = async (app, { guardian }) => {
  route(app, guardianApi.verify, {}, async (req) => ok(await guardian.verify(req.body)));
  route(app, guardianApi.child, {}, async (req) => ok(await guardian.view(req.headers['x-guardian-token'])));
  route(app, guardianApi.correct, {}, async (req) => ok(await guardian.correct(req.headers['x-guardian-token'], req.body)));
  route(app, guardianApi.withdraw, {}, async (req) => {
    await guardian.withdraw(req.headers['x-guardian-token']);
    return ok(null);
  });
};
