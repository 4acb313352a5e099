import { playApi } from '@school/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok, okBody, preEncoded, sendJson } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { PlayService } from './play.service.ts';
import type { SegmentServer } from './segments.ts';

const PLAYLIST = 'application/vnd.apple.mpegurl';

export interface PlayRoutesOptions {
  play: PlayService;
  segments: SegmentServer;
  /** The auth guard's JWT check (signature and expiry: 0901/0902). */
  verifyAccess: (token: string) => Promise<{ sessionId: string; memberId: number }>;
}

export const playRoutes: FastifyPluginAsyncZod<PlayRoutesOptions> = async (app, { play, segments, verifyAccess }) => {
  const member = { preHandler: app.requireMember };

  route(app, playApi.courseAccess, {}, async (request) => ok(await play.courseAccess(await optionalMember(app, request), request.params.course_sn)));

  route(app, playApi.start, member, async (request) => ok(await play.start(memberOf(request).memberId, request.body.lc_no)));

  // The hottest write: the JWT is checked here and the session inside the save's own statement
  // (one round trip). When the save finds nothing, the full guard runs to give the exact code.
  route(app, playApi.setTime, preEncoded, async (request, reply) => {
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
  });

  route(app, playApi.info, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await play.playInfo(memberOf(request), request.params.lc_no));
  });

  route(app, playApi.next, {}, async (request) => {
    const lcNo = request.query.lc_no;
    if (lcNo === undefined) await app.requireMember(request);
    const next = lcNo === undefined ? await play.nextToWatch(memberOf(request).memberId) : await play.next(lcNo);
    return next ? ok(next) : ok(null, '마지막 강의입니다.');
  });

  route(app, playApi.learning, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await play.learning(memberOf(request).memberId));
  });

  route(app, playApi.latest, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await play.latest(memberOf(request).memberId, request.query.page, request.query.size));
  });

  // Signed HLS (docs/decisions/017, 082). Playlists and keys check the session, the stream and the access rule and are
  // never stored; segments only their signature (segments.ts).
  route(app, playApi.hlsMaster, {}, async (request, reply) => {
    const body = await play.playlist(request.params.lc_no, request.params.token, `${request.params.name}.m3u8`, await bearerOf(request));
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-store').send(body);
  });
  route(app, playApi.hlsPlaylist, {}, async (request, reply) => {
    const { lc_no, token, rendition, name } = request.params;
    const body = await play.playlist(lc_no, token, `${rendition}/${name}.m3u8`, await bearerOf(request));
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-store').send(body);
  });

  // A lecture's WebVTT subtitle under the signed link (decision 083): checked like a playlist, never as a segment.
  route(app, playApi.hlsSubtitle, {}, async (request, reply) => {
    const { lc_no, token, lang } = request.params;
    const body = await play.subtitle(lc_no, token, lang, await bearerOf(request));
    return reply.header('content-type', 'text/vtt; charset=utf-8').header('cache-control', 'no-store').send(body);
  });

  route(app, playApi.streamState, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await play.streamState(request.params.lc_no, request.params.token, memberOf(request)));
  });

  route(app, playApi.hlsKey, member, async (request, reply) => {
    const key = await play.key(request.params.lc_no, request.params.token, request.params.kid, memberOf(request));
    return reply.header('content-type', 'application/octet-stream').header('cache-control', 'no-store').send(key);
  });

  // Segments: outside the general limit (a classroom behind one address fetches one every few seconds per viewer;
  // the signature is the gate), no compress hooks (video does not shrink), params checked by the handler itself.
  const segmentOptions = { config: { rateLimit: false as const }, compress: false as const, validatorCompiler: () => () => true };
  route(app, playApi.hlsSegmentM4s, segmentOptions, segments.handler('m4s'));
  route(app, playApi.hlsSegmentMp4, segmentOptions, segments.handler('mp4'));

  /** The bearer member when the request carries a token (checked like any member call), else null. */
  async function bearerOf(request: FastifyRequest) {
    if (request.headers.authorization === undefined) return null;
    await app.requireMember(request);
    return memberOf(request);
  }
};
