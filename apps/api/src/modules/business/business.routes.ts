import { businessApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { BusinessService } from './business.service.ts';

/** GET /api/comm/business: the footer's business details (public; the same for everyone until a restart). */
export const businessRoutes: FastifyPluginAsyncZod<{ business: BusinessService }> = async (app, { business }) => {
  route(app, businessApi.info, preEncoded, (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return sendJson(request, reply, business.body);
  });
};
