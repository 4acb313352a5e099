import { businessInfo, envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson } from '../../http/reply.ts';
import type { BusinessService } from './business.service.ts';

/** GET /api/comm/business: the footer's business details (public; the same for everyone until a restart). */
export const businessRoutes: FastifyPluginAsyncZod<{ business: BusinessService }> = async (app, { business }) => {
  app.get('/comm/business', { ...preEncoded, schema: { tags: ['site'], summary: '사업자 정보 (푸터)', response: { 200: envelope(businessInfo) } } }, (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return sendJson(request, reply, business.body);
  });
};
