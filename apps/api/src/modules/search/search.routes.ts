import { codes, envelope, searchQuery, searchResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const search = new SearchService(db);

  app.get(
    '/comm/search',
    {
      schema: {
        tags: ['search'],
        summary: '통합 검색 (강의, 차시, 강사; 띄어쓰기 무시, 초성 검색)',
        querystring: searchQuery,
        response: { 200: envelope(searchResponse) },
      },
    },
    async (request) => {
      const { message, data } = await search.search(request.query);
      return { code: codes.OK.code, message, data };
    },
  );
};
