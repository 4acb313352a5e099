import { SUBTITLE_MAX_BYTES } from '@school/contracts/admin';
import { studioApi as api } from '@school/contracts/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { VideoService } from '../admin-videos/admin-videos.service.ts';
import type { StudioMediaService } from './studio-media.service.ts';

/** tus' Upload-Metadata header: `key base64value, …`. */
function metadataUploadId(header: string | string[] | undefined): string {
  for (const pair of String(header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key === 'upload_id' && value) return Buffer.from(value, 'base64').toString('utf8');
  }
  return '';
}

/** A teacher's own videos and their subtitles (decision 142); every route takes the studio session (http/studio.ts). */
export const studioMediaRoutes: FastifyPluginAsyncZod<{ media: StudioMediaService; videos: VideoService }> = async (app, { media, videos }) => {
  const me = (req: FastifyRequest) => memberOf(req).memberId;
  route(app, api.videos, {}, async (req) => ok(await media.list(me(req))));
  route(app, api.registerVideo, {}, async (req) => ok(await media.register(actorOf(req), req.body)));
  route(app, api.retryVideo, {}, async (req) => ok(await media.retry(actorOf(req), req.params.video_id), '영상을 다시 처리합니다.'));

  const subtitleConfig = { fieldCodes: { 'body.content:too_big': 'ADMIN_SUBTITLE_TOO_LARGE', 'params.lang': 'ADMIN_SUBTITLE_LANG' } } as const;
  route(
    app,
    api.putVideoSubtitle,
    // JSON escaping can double a file's bytes; the content itself is held to SUBTITLE_MAX_BYTES (as in the console).
    { config: subtitleConfig, bodyLimit: SUBTITLE_MAX_BYTES * 3 },
    async (req) => ok(await media.putSubtitle(actorOf(req), req.params.video_id, req.params.lang, req.body.content), '자막을 올렸습니다.'),
  );
  route(app, api.deleteVideoSubtitle, { config: subtitleConfig }, async (req) => {
    await media.removeSubtitle(actorOf(req), req.params.video_id, req.params.lang);
    return ok(null, '자막을 지웠습니다.');
  });

  // The file over tus, as in the console, after checking the upload is this teacher's: their registration on creation
  // (the id in Upload-Metadata), the address's id afterwards. Chunk requests are left out of the request rate limit.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const tus = (uploadIdOf: (req: FastifyRequest) => string) => async (req: FastifyRequest, reply: FastifyReply) => {
    await media.checkUpload(me(req), uploadIdOf(req));
    reply.hijack();
    await videos.studioTus.handle(req.raw, reply.raw);
  };
  const uploadUrl = api.uploadVideo.path.slice(app.prefix.length);
  const config = { rateLimit: false } as const;
  app.route({ method: 'POST', url: uploadUrl, config, schema: { hide: true }, handler: tus((req) => metadataUploadId(req.headers['upload-metadata'])) });
  app.route({
    method: ['HEAD', 'PATCH'],
    url: `${uploadUrl}/:upload_id`,
    config,
    schema: { hide: true },
    handler: tus((req) => (req.params as { upload_id: string }).upload_id),
  });
};
