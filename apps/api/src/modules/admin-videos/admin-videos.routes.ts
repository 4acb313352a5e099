import { SUBTITLE_MAX_BYTES } from '@school/contracts/admin';
import { adminVideosApi as api } from '@school/contracts/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { VideoService } from './admin-videos.service.ts';
import type { SubtitleService } from './subtitles.ts';

const staff = { role: 'staff' } as const;

/** Lecture video uploads in the console (staff; docs/decisions/066). */
export const adminVideoRoutes: FastifyPluginAsyncZod<{ videos: VideoService; subtitles: SubtitleService }> = async (app, { videos, subtitles }) => {
  route(app, api.list, { config: staff }, async (req) => ok(await videos.list(req.query.page)));
  route(app, api.register, { config: staff }, async (req) => ok(await videos.register(actorOf(req), req.body)));
  route(app, api.retry, { config: staff }, async (req) => ok(await videos.retry(actorOf(req), req.params.video_id), '영상을 다시 처리합니다.'));
  route(app, api.poster, { config: staff }, async (req, reply) =>
    reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(await videos.poster(req.params.video_id)),
  );

  // Lecture subtitles (WebVTT): the file's text in JSON; checked and stored through media storage.
  const subtitleConfig = { ...staff, fieldCodes: { 'body.content:too_big': 'ADMIN_SUBTITLE_TOO_LARGE', 'params.lang': 'ADMIN_SUBTITLE_LANG' } } as const;
  route(app, api.subtitles, { config: staff }, async (req) => ok({ list: await subtitles.adminList(req.params.lc_no) }));
  route(
    app,
    api.putSubtitle,
    // JSON escaping can double a file's bytes; the content itself is held to SUBTITLE_MAX_BYTES.
    { config: subtitleConfig, bodyLimit: SUBTITLE_MAX_BYTES * 3 },
    async (req) => ok(await subtitles.put(actorOf(req), req.params.lc_no, req.params.lang, req.body.content), '자막을 올렸습니다.'),
  );
  route(app, api.deleteSubtitle, { config: subtitleConfig }, async (req) => {
    await subtitles.remove(actorOf(req), req.params.lc_no, req.params.lang);
    return ok(null, '자막을 지웠습니다.');
  });

  // The file itself, over tus (resumable): @tus/server reads the request body, so it is not parsed here.
  // Uploads send many chunk requests; they are staff-only and left out of the request rate limit.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const tus = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await videos.tus.handle(req.raw, reply.raw);
  };
  const upload = { role: 'staff', rateLimit: false } as const;
  // Its address is the contract's (adminVideosApi.upload), registered here by hand: tus, not JSON, outside the OpenAPI document.
  const uploadUrl = api.upload.path.slice(app.prefix.length);
  app.route({ method: 'POST', url: uploadUrl, config: upload, schema: { hide: true }, handler: tus });
  app.route({ method: ['HEAD', 'PATCH'], url: `${uploadUrl}/:upload_id`, config: upload, schema: { hide: true }, handler: tus });
};
