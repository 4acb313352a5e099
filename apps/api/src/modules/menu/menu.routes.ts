import { menuApi } from '@school/contracts/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { MenuService } from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (app, { menu }) => {
  // Already serialized (and compressed) JSON: skip the per-request serializer.
  const handler = (request: FastifyRequest, reply: FastifyReply) => sendJson(request, reply, menu.responseBody());

  route(app, menuApi.menu, preEncoded, handler);
  // The specification's name for the app-start menu call; the same resource, documented under both paths.
  route(app, menuApi.appMenu, preEncoded, handler);
};
