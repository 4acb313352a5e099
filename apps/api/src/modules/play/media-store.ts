import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../../providers/media-storage/index.ts';
import { HLS_FILE } from './media.ts';

const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
};

/** Media keys of videos uploaded in the console (`uploads/<video_id>`): kept in media storage under `hls/<video_id>/`. */
const UPLOADED = /^uploads\/(\d{1,10})$/;
/** A lecture's subtitle under the signed prefix: `subtitles/ko.vtt`. */
const SUBTITLE_FILE = /^subtitles\/([a-z]{2})\.vtt$/;
/** Files read are kept in memory up to this many bytes in all, the least recently used dropped first. */
const CACHE_BYTES = 64 * 1024 * 1024;

export interface SubtitleSource {
  /** The languages a lecture has subtitles in, with their Korean labels. */
  list(lcNo: number): Promise<{ lang: string; label: string }[]>;
  /** The WebVTT file, or null. */
  read(lcNo: number, lang: string): Promise<Buffer | null>;
}

/**
 * The media files addressed by a lecture's media_key: the committed samples under MEDIA_DIR, and
 * videos uploaded in the console (`uploads/<id>`) in media storage (docs/decisions/066, 083). Reads
 * are proxied through here (a CDN sits in front of the signed route), with an in-memory cache so a
 * segment many members watch is fetched from object storage once.
 */
export class MediaStore {
  private readonly files = new Map<string, Buffer>();
  private cachedBytes = 0;
  private readonly lengths = new Map<string, ReadonlyMap<string, number>>();

  constructor(
    private readonly root: string,
    private readonly storage: MediaStorage | null = null,
    private readonly subtitleSource: SubtitleSource | null = null,
  ) {}

  private async fetch(mediaKey: string, file: string): Promise<Buffer | null> {
    const uploaded = UPLOADED.exec(mediaKey);
    if (uploaded) return this.storage ? this.storage.get(`hls/${uploaded[1]}/${file}`) : null;
    const full = path.resolve(this.root, mediaKey, file);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) return null;
    return (await fs.readFile(full).catch(() => null)) ?? null;
  }

  private remember(id: string, body: Buffer): void {
    if (body.length > CACHE_BYTES / 8) return;
    this.files.set(id, body);
    this.cachedBytes += body.length;
    for (const [k, v] of this.files) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.files.delete(k);
      this.cachedBytes -= v.length;
    }
  }

  async read(mediaKey: string, file: string): Promise<{ body: Buffer; contentType: string } | null> {
    const match = HLS_FILE.exec(file);
    if (!match) return null;
    const id = `${mediaKey}\n${file}`;
    let body = this.files.get(id);
    if (body) {
      // Most recently used last: the eviction above walks from the oldest.
      this.files.delete(id);
      this.files.set(id, body);
    } else {
      body = (await this.fetch(mediaKey, file)) ?? undefined;
      if (!body) return null;
      this.remember(id, body);
    }
    return { body, contentType: contentTypes[match[1]!] ?? 'application/octet-stream' };
  }

  /** A subtitle file requested under a lecture's signed prefix; null for any other name. */
  async subtitle(lcNo: number, file: string): Promise<{ body: Buffer; contentType: string } | null> {
    const lang = SUBTITLE_FILE.exec(file)?.[1];
    const body = lang && this.subtitleSource ? await this.subtitleSource.read(lcNo, lang) : null;
    return body ? { body, contentType: 'text/vtt; charset=utf-8' } : null;
  }

  /** The lecture's subtitles as the player lists them, each a file under `prefix` (the signed link's folder). */
  async subtitles(lcNo: number, prefix: string): Promise<{ lang: string; label: string; url: string }[]> {
    const list = this.subtitleSource ? await this.subtitleSource.list(lcNo) : [];
    return list.map((s) => ({ lang: s.lang, label: s.label, url: `${prefix}subtitles/${s.lang}.vtt` }));
  }

  /** Every sample video folder (one holding master.m3u8), up to two levels under the media directory. */
  async list(): Promise<string[]> {
    const found: string[] = [];
    const walk = async (dir: string, depth: number) => {
      const entries = await fs.readdir(path.join(this.root, dir), { withFileTypes: true }).catch(() => []);
      if (entries.some((e) => e.isFile() && e.name === 'master.m3u8')) found.push(dir);
      if (depth < 2) for (const e of entries) if (e.isDirectory() && /^[a-z0-9][a-z0-9_-]*$/.test(e.name)) await walk(dir ? `${dir}/${e.name}` : e.name, depth + 1);
    };
    await walk('', 0);
    return found.filter((d) => d !== '' && !UPLOADED.test(d)).sort();
  }

  /** Seconds of the video (sum of the first variant's segment lengths), or null when it has none. */
  async duration(mediaKey: string): Promise<number | null> {
    const lengths = await this.segmentLengths(mediaKey);
    if (!lengths) return null;
    let total = 0;
    for (const seconds of lengths.values()) total += seconds;
    return Math.round(total);
  }

  /**
   * Each segment's length in seconds by its file name (`seg000.m4s`), from the first variant's playlist; null when
   * the video has none. Every rendition is cut at the same forced key frames (transcode.ts), so the names agree.
   */
  async segmentLengths(mediaKey: string): Promise<ReadonlyMap<string, number> | null> {
    const known = this.lengths.get(mediaKey);
    if (known) return known;
    const master = await this.read(mediaKey, 'master.m3u8');
    const variant = master?.body
      .toString('utf8')
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '' && !l.startsWith('#'));
    const playlist = variant ? await this.read(mediaKey, variant) : null;
    const lengths = new Map<string, number>();
    let pending: number | null = null;
    for (const raw of playlist?.body.toString('utf8').split('\n') ?? []) {
      const line = raw.trim();
      const extinf = /^#EXTINF:([\d.]+)/.exec(line);
      if (extinf) pending = Number(extinf[1]);
      else if (pending !== null && line !== '' && !line.startsWith('#')) {
        lengths.set(line.split('/').pop()!, pending);
        pending = null;
      }
    }
    // A video not there yet is asked again next time; a found one never changes under its key.
    if (lengths.size === 0) return null;
    this.lengths.set(mediaKey, lengths);
    return lengths;
  }

  /** Rendition names listed by the master playlist (e.g. 360p, 720p, 1080p). */
  async renditions(mediaKey: string): Promise<string[]> {
    const master = await this.read(mediaKey, 'master.m3u8');
    return (master?.body.toString('utf8').split('\n') ?? [])
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .map((l) => l.split('/')[0] ?? l);
  }
}
