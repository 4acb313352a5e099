import { healthApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okBody, preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';

// Serialized once: the constant route costs no serializer (it is the bench's yardstick for cached reads).
const body = okBody({ status: 'ok' as const }).hold();

/** Liveness: answers without touching the database (also the benchmarks' constant route). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthApi.health, preEncoded, (request, reply) => sendJson(request, reply, body));
};
