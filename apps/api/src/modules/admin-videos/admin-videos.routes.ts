import {
  adminSubtitle,
  adminSubtitleList,
  adminVideo,
  adminVideoList,
  adminVideoQuery,
  lectureSubtitleParams,
  SUBTITLE_MAX_BYTES,
  subtitleBody,
  subtitleParams,
  videoCreateBody,
  videoCreated,
  videoParams,
} from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { VideoService } from './admin-videos.service.ts';
import type { SubtitleService } from './subtitles.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;
const schema = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Lecture video uploads in the console (staff; docs/decisions/066). */
export const adminVideoRoutes: FastifyPluginAsyncZod<{ videos: VideoService; subtitles: SubtitleService }> = async (app, { videos, subtitles }) => {
  app.get('/admin/videos', { config: staff, schema: schema('올린 영상과 처리 상태', { querystring: adminVideoQuery, response: { 200: envelope(adminVideoList) } }) }, async (req) =>
    ok(await videos.list(req.query.page)),
  );
  app.post('/admin/videos', { config: staff, schema: schema('영상 올리기 등록 (이어서 tus로 파일을 보냅니다)', { body: videoCreateBody, response: { 200: envelope(videoCreated) } }) }, async (req) =>
    ok(await videos.register(actorOf(req), req.body)),
  );
  app.post(
    '/admin/videos/:video_id/retry',
    { config: staff, schema: schema('처리에 실패한 영상 다시 처리', { params: videoParams, response: { 200: envelope(adminVideo) } }) },
    async (req) => ok(await videos.retry(actorOf(req), req.params.video_id), '영상을 다시 처리합니다.'),
  );
  app.get('/admin/videos/:video_id/poster', { config: staff, schema: schema('대표 이미지 (JPEG)', { params: videoParams }) }, async (req, reply) =>
    reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(await videos.poster(req.params.video_id)),
  );

  // Lecture subtitles (WebVTT): the file's text in JSON; checked and stored through media storage.
  const subtitleConfig = { ...staff, fieldCodes: { 'body.content:too_big': 'ADMIN_SUBTITLE_TOO_LARGE', 'params.lang': 'ADMIN_SUBTITLE_LANG' } } as const;
  app.get(
    '/admin/lectures/:lc_no/subtitles',
    { config: staff, schema: schema('강의 자막 목록', { params: lectureSubtitleParams, response: { 200: envelope(adminSubtitleList) } }) },
    async (req) => ok({ list: await subtitles.adminList(req.params.lc_no) }),
  );
  app.put(
    '/admin/lectures/:lc_no/subtitles/:lang',
    {
      config: subtitleConfig,
      // JSON escaping can double a file's bytes; the content itself is held to SUBTITLE_MAX_BYTES.
      bodyLimit: SUBTITLE_MAX_BYTES * 3,
      schema: schema('강의 자막 올리기 (WebVTT, 같은 언어는 바꿔 씁니다)', { params: subtitleParams, body: subtitleBody, response: { 200: envelope(adminSubtitle) } }),
    },
    async (req) => ok(await subtitles.put(actorOf(req), req.params.lc_no, req.params.lang, req.body.content), '자막을 올렸습니다.'),
  );
  app.delete(
    '/admin/lectures/:lc_no/subtitles/:lang',
    { config: subtitleConfig, schema: schema('강의 자막 지우기', { params: subtitleParams }) },
    async (req) => {
      await subtitles.remove(actorOf(req), req.params.lc_no, req.params.lang);
      return ok(null, '자막을 지웠습니다.');
    },
  );

  // The file itself, over tus (resumable): @tus/server reads the request body, so it is not parsed here.
  // Uploads send many chunk requests; they are staff-only and left out of the request rate limit.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const tus = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await videos.tus.handle(req.raw, reply.raw);
  };
  const upload = { role: 'staff', rateLimit: false } as const;
  app.route({ method: 'POST', url: '/admin/videos/upload', config: upload, schema: { hide: true }, handler: tus });
  app.route({ method: ['HEAD', 'PATCH'], url: '/admin/videos/upload/:upload_id', config: upload, schema: { hide: true }, handler: tus });
};
