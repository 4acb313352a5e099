import { codes } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readiness } from '../../http/readiness.ts';
import { okBody, preEncoded, sendJson } from '../../http/reply.ts';

const alive = okBody({ status: 'ok' as const });

/**
 * `/healthz` (the process lives) and `/readyz` (send it traffic) for load balancers and orchestrators, at the root
 * where they look for them; outside /api, so the general rate limit never refuses a health check (decision 089).
 */
export const readinessRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  const hidden = { hide: true, tags: ['system'] };
  app.get('/healthz', { ...preEncoded, schema: { ...hidden, summary: '프로세스 생존 확인' } }, (request, reply) => sendJson(request, reply, alive));
  app.get('/readyz', { ...preEncoded, schema: { ...hidden, summary: '트래픽을 받을 준비 확인' } }, async (_request, reply) => {
    const report = await readiness.report();
    reply.header('cache-control', 'no-store');
    if (report.ready) return reply.send({ code: codes.OK.code, message: codes.OK.message, data: report });
    return reply.code(codes.NOT_READY.status).send({ code: codes.NOT_READY.code, message: codes.NOT_READY.message, data: report });
  });
};
