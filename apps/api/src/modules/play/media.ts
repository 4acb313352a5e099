import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Signed HLS links. The signature sits in the path
 * (`/api/media/hls/{lc_no}/{member}.{stream}.{exp}.{video}.{sig}/master.m3u8`), so the relative URLs inside the
 * playlists (`360p/index.m3u8`, `seg000.m4s`, `../key/<kid>.key`) resolve under the same signed prefix and the files
 * are served unchanged: no playlist rewriting. The signature binds lecture, member, stream, video and expiry
 * (docs/decisions/017, 082). A segment needs nothing else: its check is this signature, in memory. Playlists and keys
 * also look the stream up (its session live, not taken over by another device) and apply the access rule again.
 */
export interface MediaGrant {
  memberId: number;
  /** The stream (one signed link) this grant is: a row of media_streams holding its session. */
  streamId: string;
  /** The video (the lecture's media_key when the link was made). */
  mediaKey: string;
}

/** A new stream id: 12 random bytes, 16 characters. */
export const newStreamId = () => randomBytes(12).toString('base64url');

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/;
/** Verified tokens kept (a player asks for a segment every few seconds with the same one). */
const VERIFIED_MAX = 50_000;

export class MediaSigner {
  private readonly verified = new Map<string, { lcNo: number; grant: MediaGrant; expMs: number }>();

  constructor(
    private readonly key: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** HMAC-SHA256 cut to 128 bits: the whole token stays short enough for the router's parameter limit. */
  private mac(lcNo: number, memberId: number, streamId: string, exp: number, video: string): string {
    return createHmac('sha256', this.key).update(`hls2:${lcNo}:${memberId}:${streamId}:${exp}:${video}`).digest().subarray(0, 16).toString('base64url');
  }

  sign(grant: MediaGrant, lcNo: number): { token: string; expiresAt: Date } {
    const exp = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const video = Buffer.from(grant.mediaKey).toString('base64url');
    return { token: `${grant.memberId}.${grant.streamId}.${exp}.${video}.${this.mac(lcNo, grant.memberId, grant.streamId, exp, video)}`, expiresAt: new Date(exp * 1000) };
  }

  /** What the token grants, or null when it is malformed, forged, for another lecture or expired. Synchronous, no I/O. */
  verify(token: string, lcNo: number): MediaGrant | null {
    const known = this.verified.get(token);
    if (known) return known.lcNo === lcNo && known.expMs > this.now() ? known.grant : null;
    const m = TOKEN.exec(token);
    if (!m) return null;
    const memberId = Number(m[1]);
    const exp = Number(m[3]);
    const given = Buffer.from(m[5]!);
    const expected = Buffer.from(this.mac(lcNo, memberId, m[2]!, exp, m[4]!));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (exp * 1000 <= this.now()) return null;
    const grant = { memberId, streamId: m[2]!, mediaKey: Buffer.from(m[4]!, 'base64url').toString('utf8') };
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, { lcNo, grant, expMs: exp * 1000 });
    return grant;
  }
}

export const HLS_FILE = /^(?:[a-z0-9]{1,16}\/)?[a-z0-9_-]{1,40}\.(m3u8|ts|m4s|mp4)$/;

const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
};

/** Media keys of videos uploaded in the console (`uploads/<video_id>`), kept under VIDEO_DIR/hls. */
const UPLOADED = /^uploads\/(\d{1,10})$/;
/** Read files are kept in memory up to this many bytes in all (the samples are ≈ 2.6 MB; uploads are read from disk). */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The media files addressed by a lecture's media_key: the committed samples under MEDIA_DIR, and
 * videos uploaded in the console (`uploads/<id>`) under `uploadsRoot` (docs/decisions/066).
 */
export class MediaStore {
  private readonly files = new Map<string, Buffer>();
  private cachedBytes = 0;
  private readonly durations = new Map<string, number | null>();

  constructor(
    private readonly root: string,
    private readonly uploadsRoot: string | null = null,
  ) {}

  private resolve(mediaKey: string, file: string): string | null {
    const uploaded = UPLOADED.exec(mediaKey);
    const base = uploaded ? this.uploadsRoot : this.root;
    if (!base) return null;
    const full = path.resolve(base, uploaded ? uploaded[1]! : mediaKey, file);
    return full.startsWith(path.resolve(base) + path.sep) ? full : null;
  }

  async read(mediaKey: string, file: string): Promise<{ body: Buffer; contentType: string } | null> {
    const match = HLS_FILE.exec(file);
    const full = match ? this.resolve(mediaKey, file) : null;
    if (!match || !full) return null;
    let body = this.files.get(full);
    if (!body) {
      body = await fs.readFile(full).catch(() => undefined);
      if (!body) return null;
      if (this.cachedBytes + body.length <= CACHE_BYTES) {
        this.files.set(full, body);
        this.cachedBytes += body.length;
      }
    }
    return { body, contentType: contentTypes[match[1]!] ?? 'application/octet-stream' };
  }

  /** Every video folder (one holding master.m3u8): up to two levels under the media directory, then the uploads. */
  async list(): Promise<string[]> {
    const found: string[] = [];
    const walk = async (dir: string, depth: number) => {
      const entries = await fs.readdir(path.join(this.root, dir), { withFileTypes: true }).catch(() => []);
      if (entries.some((e) => e.isFile() && e.name === 'master.m3u8')) found.push(dir);
      if (depth < 2) for (const e of entries) if (e.isDirectory() && /^[a-z0-9][a-z0-9_-]*$/.test(e.name)) await walk(dir ? `${dir}/${e.name}` : e.name, depth + 1);
    };
    await walk('', 0);
    const samples = found.filter((d) => d !== '' && !UPLOADED.test(d)).sort();
    const uploads = this.uploadsRoot ? await fs.readdir(this.uploadsRoot).catch(() => []) : [];
    const ready = await Promise.all(
      uploads
        .filter((name) => /^\d{1,10}$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map(async (name) => ((await fs.stat(path.join(this.uploadsRoot!, name, 'master.m3u8')).catch(() => null)) ? [`uploads/${name}`] : [])),
    );
    return [...ready.flat(), ...samples];
  }

  /** Seconds of the video (sum of the first variant's segment lengths), or null when it has none. */
  async duration(mediaKey: string): Promise<number | null> {
    if (this.durations.has(mediaKey)) return this.durations.get(mediaKey) ?? null;
    const master = await this.read(mediaKey, 'master.m3u8');
    const variant = master?.body
      .toString('utf8')
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '' && !l.startsWith('#'));
    const playlist = variant ? await this.read(mediaKey, variant) : null;
    let total = 0;
    for (const m of playlist?.body.toString('utf8').matchAll(/#EXTINF:([\d.]+)/g) ?? []) total += Number(m[1]);
    const seconds = total > 0 ? Math.round(total) : null;
    this.durations.set(mediaKey, seconds);
    return seconds;
  }

  /** Rendition names listed by the master playlist (e.g. 360p, 720p). */
  async renditions(mediaKey: string): Promise<string[]> {
    const master = await this.read(mediaKey, 'master.m3u8');
    return (master?.body.toString('utf8').split('\n') ?? [])
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .map((l) => l.split('/')[0] ?? l);
  }
}
