import { searchApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { SearchService } from './search.service.ts';

/** Its cache is kept fresh by the change listener of composition.ts. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  route(app, searchApi.search, preEncoded, (request, reply) => sendJson(request, reply, search.searchBody(request.query)));
  route(app, searchApi.popular, {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok({ terms: await search.popular() });
  });
  route(app, searchApi.record, {}, async (request) => ok(await search.record(request.body.searchText)));
};
