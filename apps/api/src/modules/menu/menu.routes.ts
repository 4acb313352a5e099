import { envelope, menuResponse } from '@school/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MenuService } from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (app, { menu }) => {
  const schema = {
    tags: ['menu'],
    summary: '강의 카테고리 트리 (사이드 메뉴)',
    response: { 200: envelope(menuResponse) },
  };
  const handler = async (_req: unknown, reply: FastifyReply) =>
    // Already serialized JSON: skip the per-request serializer.
    reply.type('application/json; charset=utf-8').send(await menu.responseBody());

  app.get('/comm/menu', { schema }, handler);
  // The path of the specification's call table (spec §7); the same resource.
  app.get('/comm/rs/menu', { schema: { ...schema, hide: true } }, handler);
};
