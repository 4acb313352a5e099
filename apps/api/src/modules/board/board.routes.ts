import {
  commentAccuseBody,
  commentAccuseResponse,
  commentCreateBody,
  commentDeleteResponse,
  commentEditBody,
  commentIdParams,
  commentResponse,
  commentsQuery,
  commentsResponse,
  envelope,
  lectureParams,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, optionalMember } from '../../http/auth.ts';
import type { BoardService } from './board.service.ts';

import { ok } from '../../http/reply.ts';

export const boardRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (app, { board }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/board/comments/:lc_no',
    {
      schema: {
        tags: ['board'],
        summary: '강의 댓글 (최신 스레드 순, 답글 포함)',
        params: lectureParams,
        querystring: commentsQuery,
        response: { 200: envelope(commentsResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await board.list(await optionalMember(app, request), request.params.lc_no, request.query.page, request.query.size));
    },
  );

  app.put(
    '/board/comment',
    { preHandler: app.requireMember, schema: { tags: ['board'], summary: '댓글·답글 작성', security, body: commentCreateBody, response: { 200: envelope(commentResponse) } } },
    async (request) => ok(await board.create(memberOf(request).memberId, request.body)),
  );

  app.post(
    '/board/comment/accuse',
    {
      preHandler: app.requireMember,
      schema: { tags: ['board'], summary: '댓글 신고 (회원당 1회)', security, body: commentAccuseBody, response: { 200: envelope(commentAccuseResponse) } },
    },
    async (request) => ok(await board.report(memberOf(request).memberId, request.body.co_sn, request.body.accuse_cd)),
  );

  app.post(
    '/board/comment/:id',
    {
      preHandler: app.requireMember,
      schema: { tags: ['board'], summary: '댓글 수정 (작성자만)', security, params: commentIdParams, body: commentEditBody, response: { 200: envelope(commentResponse) } },
    },
    async (request) => ok(await board.edit(memberOf(request).memberId, request.params.id, request.body.comment)),
  );

  app.delete(
    '/board/comment/:id',
    {
      preHandler: app.requireMember,
      schema: { tags: ['board'], summary: '댓글 삭제 (작성자만)', security, params: commentIdParams, response: { 200: envelope(commentDeleteResponse) } },
    },
    async (request) => ok(await board.remove(memberOf(request).memberId, request.params.id)),
  );
};
