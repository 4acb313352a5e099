import { dormancyApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { DormancyService } from './dormancy.service.ts';

/** Waking a dormant account: the key from the 2080 sign-in answer, then the SMS code (docs/decisions/071). */
export const dormancyRoutes: FastifyPluginAsyncZod<{ dormancy: DormancyService }> = async (app, { dormancy }) => {
  route(app, dormancyApi.sendCode, {}, async (req) => ok(await dormancy.sendCode(req.body.dormant_token)));
  route(app, dormancyApi.restore, {}, async (req) => ok(await dormancy.restore(req.body, req.ip)));
};
