import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createProgressPool } from '../../db/progress-pool.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MediaStorage } from '../../providers/media-storage/media-storage.ts';
import type { MediaKeyService } from '../media-keys/media-keys.service.ts';
import { MediaStore, type SubtitleSource } from './media-store.ts';
import { MediaSigner } from './media.ts';
import { mediaSigningKeys } from '../../lib/configured-keys.ts';
import { ensureMediaKey } from './play.queries.ts';
import { playRoutes, type PlayRoutesOptions } from './play.routes.ts';
import { PlayService } from './play.service.ts';
import { SegmentServer } from './segments.ts';
import { ServedSegments } from './served-segments.ts';

/**
 * Playback (the specification's `rs/…` calls): signed media links bound to the member (docs/decisions/017, 082),
 * progress saves, the protected HLS delivery.
 */
export async function createPlay(d: {
  config: Config;
  db: Db;
  databaseUrl: string;
  storage: MediaStorage;
  subtitles: SubtitleSource;
  keys: MediaKeyService;
  verifyAccess: PlayRoutesOptions['verifyAccess'];
  log: Pick<FastifyBaseLogger, 'error'>;
}): Promise<AreaParts & { play: PlayService; mediaStore: MediaStore; segments: SegmentServer; close: () => Promise<void> }> {
  const { config, db } = d;
  const mediaKey = mediaSigningKeys(config, config.MEDIA_SIGNING_KEY ?? (await ensureMediaKey(db)));
  // Progress saves: durable commits on their own connections, batched (db/progress-pool.ts).
  const progressPool = createProgressPool(d.databaseUrl);
  const mediaStore = new MediaStore(config.MEDIA_DIR, d.storage, d.subtitles);
  const signer = new MediaSigner(mediaKey, config.MEDIA_LINK_TTL_SECONDS);
  // What the segments delivered bounds the progress credit (decision 110).
  const served = new ServedSegments(db, mediaStore, d.log);
  const play = new PlayService(db, { signer, store: mediaStore, keys: d.keys, maxStreams: config.MAX_STREAMS, served }, progressPool);
  const segments = new SegmentServer(signer, mediaStore, served);
  return {
    play,
    mediaStore,
    segments,
    routes: { api: [mount(playRoutes, { play, segments, verifyAccess: d.verifyAccess })] },
    jobs: [],
    close: () => served.close().then(() => progressPool.end().catch(() => undefined)),
  };
}
