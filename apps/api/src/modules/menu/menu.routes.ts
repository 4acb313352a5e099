import { envelope, menuResponse } from '@school/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson } from '../../http/reply.ts';
import type { MenuService } from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (app, { menu }) => {
  const schema = {
    tags: ['menu'],
    summary: '강의 카테고리 트리 (사이드 메뉴)',
    response: { 200: envelope(menuResponse) },
  };
  // Already serialized (and compressed) JSON: skip the per-request serializer.
  const handler = (request: FastifyRequest, reply: FastifyReply) => sendJson(request, reply, menu.responseBody());

  app.get('/comm/menu', { ...preEncoded, schema }, handler);
  // The specification's name for the app-start menu call (its call table: `GET /api/comm/rs/menu`, no payload);
  // the same resource, documented under both paths.
  app.get('/comm/rs/menu', { ...preEncoded, schema: { ...schema, summary: '앱 시작 메뉴 (명세의 경로, /comm/menu와 같은 응답)' } }, handler);
};
