import {
  autoResponse,
  courseAccessParams,
  courseAccessResponse,
  envelope,
  latestQuery,
  latestResponse,
  learningResponse,
  lectureBody,
  lectureParams,
  nextQuery,
  nextResponse,
  playInfoResponse,
  setTimeBody,
  setTimeResponse,
  text,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import type { PlayService } from './play.service.ts';

import { ok, okBody, preEncoded, sendJson } from '../../http/reply.ts';


const hlsParams = z.strictObject({
  lc_no: lectureParams.shape.lc_no,
  token: text().max(120),
  '*': text().max(100),
});

export interface PlayRoutesOptions {
  play: PlayService;
  /** The auth guard's JWT check (signature and expiry: 0901/0902). */
  verifyAccess: (token: string) => Promise<{ sessionId: string; memberId: number }>;
}

export const playRoutes: FastifyPluginAsyncZod<PlayRoutesOptions> = async (app, { play, verifyAccess }) => {
  const member = { preHandler: app.requireMember, security: [{ bearer: [] }] };

  app.get(
    '/rs/access/:course_sn',
    {
      schema: {
        tags: ['play'],
        summary: '수강 권한 확인 (0000: 재생 가능, 0907: 로그인 필요, 3010: 이용권 필요 → /payment/product)',
        params: courseAccessParams,
        response: { 200: envelope(courseAccessResponse) },
      },
    },
    async (request) => ok(await play.courseAccess(await optionalMember(app, request), request.params.course_sn)),
  );

  app.post(
    '/rs/auto',
    { preHandler: member.preHandler, schema: { tags: ['play'], summary: '재생 시작 기록 (권한 확인)', security: member.security, body: lectureBody, response: { 200: envelope(autoResponse) } } },
    async (request) => ok(await play.start(memberOf(request).memberId, request.body.lc_no)),
  );

  // The hottest write: the JWT is checked here and the session inside the save's own statement
  // (one round trip). When the save finds nothing, the full guard runs to give the exact code.
  app.put(
    '/rs/play/setTime',
    {
      ...preEncoded,
      schema: { tags: ['play'], summary: '재생 위치 저장', security: member.security, body: setTimeBody, response: { 200: envelope(setTimeResponse) } },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = typeof header === 'string' ? /^Bearer\s+(\S{1,4096})$/i.exec(header.trim())?.[1] : undefined;
      if (token) {
        const claims = await verifyAccess(token);
        const saved = await play.setTime(claims, request.body);
        // Four numbers made here, under the compress threshold: sent as they are, past the schema serializer and the
        // compress plugin's hooks.
        if (saved) return sendJson(request, reply, okBody(saved));
      }
      await app.requireMember(request);
      throw new AppError('PLAY_NOT_STARTED');
    },
  );

  app.get(
    '/rs/play/:lc_no',
    {
      preHandler: member.preHandler,
      schema: { tags: ['play'], summary: '재생 정보 (서명된 영상 주소, 이어보기 위치)', security: member.security, params: lectureParams, response: { 200: envelope(playInfoResponse) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await play.playInfo(memberOf(request), request.params.lc_no));
    },
  );

  app.get(
    '/rs/next',
    { schema: { tags: ['play'], summary: '다음 강의 (없으면 data null)', querystring: nextQuery, response: { 200: envelope(nextResponse) } } },
    async (request) => {
      const next = await play.next(request.query.lc_no);
      return next ? ok(next) : ok(null, '마지막 강의입니다.');
    },
  );

  app.get(
    '/rs/learning',
    { preHandler: member.preHandler, schema: { tags: ['play'], summary: '내 강의실 (강의별 진도)', security: member.security, response: { 200: envelope(learningResponse) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await play.learning(memberOf(request).memberId));
    },
  );

  app.get(
    '/my/latest',
    {
      preHandler: member.preHandler,
      schema: { tags: ['play'], summary: '최근 본 강의 (이어보기)', security: member.security, querystring: latestQuery, response: { 200: envelope(latestResponse) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await play.latest(memberOf(request).memberId, request.query.page, request.query.size));
    },
  );

  app.get('/media/hls/:lc_no/:token/*', { schema: { tags: ['play'], summary: '서명된 HLS 재생목록과 세그먼트', params: hlsParams } }, async (request, reply) => {
    const bearerMember = await optionalMember(app, request);
    const file = await play.mediaFile(request.params.lc_no, request.params.token, request.params['*'], bearerMember);
    // Private: the path is one member's for a few minutes; shared caches must not keep it.
    return reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=300').send(file.body);
  });
};
