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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import type { PlayService } from './play.service.ts';
import type { SegmentServer } from './segments.ts';
import { ok, okBody, preEncoded, sendJson } from '../../http/reply.ts';

const signedParams = { lc_no: lectureParams.shape.lc_no, token: text().max(500) };
const masterParams = z.strictObject({ ...signedParams, name: text().max(40).regex(/^[a-z0-9_-]+$/) });
const fileParams = z.strictObject({ ...signedParams, rendition: text().max(16).regex(/^[a-z0-9]+$/), name: text().max(40).regex(/^[a-z0-9_-]+$/) });
const keyParams = z.strictObject({ ...signedParams, kid: text().max(32) });
const subtitleParams = z.strictObject({ ...signedParams, lang: text().max(2).regex(/^[a-z]{2}$/) });
const PLAYLIST = 'application/vnd.apple.mpegurl';

export interface PlayRoutesOptions {
  play: PlayService;
  segments: SegmentServer;
  /** The auth guard's JWT check (signature and expiry: 0901/0902). */
  verifyAccess: (token: string) => Promise<{ sessionId: string; memberId: number }>;
}

export const playRoutes: FastifyPluginAsyncZod<PlayRoutesOptions> = async (app, { play, segments, verifyAccess }) => {
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
    { schema: { tags: ['play'], summary: '다음 강의 (lc_no 없이: 내 학습에서 이어 볼 강의, 로그인 필요; 없으면 data null)', querystring: nextQuery, response: { 200: envelope(nextResponse) } } },
    async (request) => {
      const lcNo = request.query.lc_no;
      if (lcNo === undefined) await app.requireMember(request);
      const next = lcNo === undefined ? await play.nextToWatch(memberOf(request).memberId) : await play.next(lcNo);
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

  // Signed HLS (docs/decisions/017, 082). Playlists and keys check the session, the stream and the access rule and are
  // never stored; segments only their signature (segments.ts).
  const playlistOptions = { schema: { tags: ['play'], summary: '서명된 HLS 재생목록 (세션·동시 재생·수강 권한 확인)' } };
  app.get('/media/hls/:lc_no/:token/:name.m3u8', { ...playlistOptions, schema: { ...playlistOptions.schema, params: masterParams } }, async (request, reply) => {
    const body = await play.playlist(request.params.lc_no, request.params.token, `${request.params.name}.m3u8`, await bearerOf(request));
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-store').send(body);
  });
  app.get('/media/hls/:lc_no/:token/:rendition/:name.m3u8', { ...playlistOptions, schema: { ...playlistOptions.schema, params: fileParams } }, async (request, reply) => {
    const { lc_no, token, rendition, name } = request.params;
    const body = await play.playlist(lc_no, token, `${rendition}/${name}.m3u8`, await bearerOf(request));
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-store').send(body);
  });

  // A lecture's WebVTT subtitle under the signed link (decision 083): checked like a playlist, never as a segment.
  app.get(
    '/media/hls/:lc_no/:token/subtitles/:lang.vtt',
    { schema: { tags: ['play'], summary: '강의 자막 (WebVTT, 서명된 재생 링크 아래)', params: subtitleParams } },
    async (request, reply) => {
      const { lc_no, token, lang } = request.params;
      const body = await play.subtitle(lc_no, token, lang, await bearerOf(request));
      return reply.header('content-type', 'text/vtt; charset=utf-8').header('cache-control', 'no-store').send(body);
    },
  );

  app.get(
    '/media/hls/:lc_no/:token/key/:kid.key',
    {
      preHandler: member.preHandler,
      schema: { tags: ['play'], summary: '영상 복호화 키 (AES-128, 로그인한 회원의 재생 중인 기기에만)', security: member.security, params: keyParams },
    },
    async (request, reply) => {
      const key = await play.key(request.params.lc_no, request.params.token, request.params.kid, memberOf(request));
      return reply.header('content-type', 'application/octet-stream').header('cache-control', 'no-store').send(key);
    },
  );

  // Segments: outside the general limit (a classroom behind one address fetches one every few seconds per viewer;
  // the signature is the gate), no compress hooks (video does not shrink), params checked by the handler itself.
  const segmentOptions = {
    config: { rateLimit: false as const },
    compress: false as const,
    validatorCompiler: () => () => true,
    schema: { tags: ['play'], summary: '서명된 HLS 세그먼트 (AES-128로 암호화; 서명만 확인)', params: fileParams },
  };
  app.get('/media/hls/:lc_no/:token/:rendition/:name.m4s', segmentOptions, segments.handler('m4s'));
  app.get('/media/hls/:lc_no/:token/:rendition/:name.mp4', segmentOptions, segments.handler('mp4'));

  /** The bearer member when the request carries a token (checked like any member call), else null. */
  async function bearerOf(request: FastifyRequest) {
    if (request.headers.authorization === undefined) return null;
    await app.requireMember(request);
    return memberOf(request);
  }
};
