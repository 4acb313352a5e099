import { boardApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { BoardService } from './board.service.ts';

export const boardRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (app, { board }) => {
  const member = { preHandler: app.requireMember };

  route(app, boardApi.comments, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await board.list(await optionalMember(app, request), request.params.lc_no, request.query.page, request.query.size));
  });

  route(app, boardApi.create, member, async (request) => ok(await board.create(memberOf(request).memberId, request.body)));

  route(app, boardApi.accuse, member, async (request) => ok(await board.report(memberOf(request).memberId, request.body.co_sn, request.body.accuse_cd)));

  route(app, boardApi.edit, member, async (request) => ok(await board.edit(memberOf(request).memberId, request.params.id, request.body.comment)));

  route(app, boardApi.remove, member, async (request) => ok(await board.remove(memberOf(request).memberId, request.params.id)));
};
