import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MediaStorage } from '../../providers/media-storage/media-storage.ts';
import { adminVideoRoutes } from './admin-videos.routes.ts';
import { VideoService, type VideoOptions } from './admin-videos.service.ts';
import { SubtitleService } from './subtitles.ts';
import { TranscodeQueue } from './transcode-queue.ts';

/**
 * Lecture videos uploaded in the console, kept in media storage and turned into HLS by worker processes
 * from a queue on PostgreSQL (docs/decisions/066, 083); subtitles per lecture beside them.
 */
export function createVideos(d: {
  config: Config;
  db: Db;
  databaseUrl: string;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** `live.broadcast_closed` (decision 141): the finished broadcast is registered as a video with its key. */
  events?: DomainEvents;
  broadcasts?: VideoOptions['broadcasts'];
}): AreaParts & {
  videos: VideoService;
  subtitles: SubtitleService;
  close: () => Promise<void>;
} {
  const { config } = d;
  const queue = new TranscodeQueue(d.databaseUrl, { retries: config.TRANSCODE_RETRIES, retryDelaySeconds: config.TRANSCODE_RETRY_DELAY_SECONDS });
  const videos = new VideoService(d.db, {
    dir: config.VIDEO_DIR,
    maxBytes: config.VIDEO_MAX_BYTES,
    storage: d.storage,
    queue,
    log: d.log,
    ...(d.broadcasts ? { broadcasts: d.broadcasts } : {}),
  });
  d.events?.on('live.broadcast_closed', 'videos: the broadcast as a video', (b) => videos.registerBroadcast(b));
  const subtitles = new SubtitleService(d.db, d.storage, config.MEDIA_DIR);
  return {
    videos,
    subtitles,
    routes: { console: [mount(adminVideoRoutes, { videos, subtitles })] },
    // An upload whose job was never sent (its process stopped in between) is sent within a minute.
    jobs: [{ name: 'video-queue', pattern: '40 * * * * *', run: () => videos.dispatchStalled() }],
    close: () => queue.stop(),
  };
}
