import { envelope, searchQuery, searchResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson } from '../../http/reply.ts';
import type { SearchService } from './search.service.ts';

/** Its cache is kept fresh by the change listener of composition.ts. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/comm/search',
    {
      ...preEncoded,
      schema: {
        tags: ['search'],
        summary: '통합 검색 (강의, 차시, 강사; 띄어쓰기 무시, 초성 검색)',
        querystring: searchQuery,
        response: { 200: envelope(searchResponse) },
      },
    },
    (request, reply) => sendJson(request, reply, search.searchBody(request.query)),
  );
};
