import type { Config } from '../../config.ts';
import { LocalStorage } from './local.ts';
import type { MediaStorage } from './media-storage.ts';
import { S3Storage } from './s3.ts';

export type { MediaStorage } from './media-storage.ts';

/** The store chosen by MEDIA_STORAGE (config.ts has checked that S3 settings are present). */
export function createMediaStorage(config: Pick<Config, 'MEDIA_STORAGE' | 'VIDEO_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX'>): MediaStorage {
  if (config.MEDIA_STORAGE === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalStorage(config.VIDEO_DIR);
}
