/**
 * Where uploaded sources, renditions, posters and subtitles are kept (docs/decisions/083): a local
 * directory (the default) or an S3-compatible bucket. Keys are `/`-separated paths such as
 * `hls/12/720p/seg003.m4s`; every process (API and workers) reaches the same store.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Stores a local file under `key` (streamed; large sources go up in parts). The local file may be moved away. */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** Copies the object into a local file; false when there is none. */
  download(key: string, file: string): Promise<boolean>;
  /** Every key under `prefix` (which ends in `/`). */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
  /** Removes everything under `prefix` (which ends in `/`). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,6}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

/** Refuses keys that could leave the store's root (`..`, absolute paths, empty parts). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((p) => p === '.' || p === '..' || p.includes('..'))) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix: ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

const types: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
  key: 'application/octet-stream',
};

export function contentTypeOf(key: string): string {
  return types[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
