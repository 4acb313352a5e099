import fs from 'node:fs/promises';
import path from 'node:path';
import type { CodeName, LiveWatchResponse } from '@school/contracts';
import { fillPath, liveApi } from '@school/contracts/endpoints';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Role } from '../../http/auth.ts';
import type { LiveService } from './live.service.ts';
import * as q from './live.queries.ts';

/** A stream's link for a class: hours, not a lecture's minutes. Its playlist, reloaded every few seconds, checks the rest. */
export const LIVE_LINK_TTL_SECONDS = 6 * 60 * 60;
/** How long a stream's audience answer is kept: a pass that ends or a ban stops the playlist within this. */
const ACCESS_CACHE_MS = 30_000;
const ACCESS_CACHE_MAX = 20_000;
/** Segments held in memory (every viewer of a class fetches the same few within seconds). */
const SEGMENT_CACHE_BYTES = 64 * 1024 * 1024;
const SEGMENT = /^[a-z0-9_-]{1,40}\.ts$/;
const KEY_URI = /URI="key\/([A-Za-z0-9_-]{1,32})\.key"/;

type Who = { memberId: number; sessionId: string };

/** What the broadcast needs from playback (the play module's stream seats, decision 107) and the media keys. */
export interface BroadcastDeps {
  db: Db;
  live: LiveService;
  /** `<dir>/<class id>/index.m3u8` and its segments, as the ingest writes them (decision 136). */
  dir: string;
  streams: {
    open(who: Who, scope: number, mediaKey: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
    grant(scope: number, token: string, bearer: Who | null, invalid: CodeName): Promise<{ memberId: number; mediaKey: string; streamId: string }>;
    verify(scope: number, token: string): { memberId: number; mediaKey: string } | null;
    watermark(memberId: number): Promise<string>;
  };
  keys: { open(kid: string): Promise<{ mediaKey: string; key: Buffer } | null> };
}

interface Playlist {
  mtimeMs: number;
  size: number;
  lines: string[];
  segments: Set<string>;
}

/** A class's stream scope: minus its id, so a class's link is never a lecture's (play.service.ts openStream). */
const scopeOf = (id: number) => -id;
export const liveMediaKey = (id: number) => `live-${String(id)}`;

/**
 * The live broadcast for viewers (decision 140): the member's stream (one seat, shared with lectures), the playlist
 * rewritten so its segments and key point at the signed routes, segments by signature only, and the key only while the
 * class is live, each by the class's audience rule (access.ts through LiveService.access).
 */
export class LiveBroadcast {
  private readonly playlists = new Map<number, Playlist>();
  private readonly access = new Map<string, { until: number; refusal: CodeName | null }>();
  private readonly held = new Map<string, Buffer>();
  private heldBytes = 0;

  constructor(private readonly d: BroadcastDeps) {}

  /** Starts the member's stream of the class (another device's stops at its next playlist) and answers its address. */
  async watch(viewer: Who & { role: Role }, id: number): Promise<LiveWatchResponse> {
    const c = await this.d.live.find(id);
    const refusal = await this.refusal(c, viewer.memberId, viewer.role);
    if (refusal) throw new AppError(refusal);
    if (c.state === 'ended') throw new AppError('LIVE_STREAM_ENDED');
    if (c.state !== 'live' || (await this.read(id)) === null) throw new AppError('LIVE_STREAM_PREPARING');
    const { token, expiresAt } = await this.d.streams.open(viewer, scopeOf(id), liveMediaKey(id), LIVE_LINK_TTL_SECONDS);
    return {
      live_id: id,
      hls: fillPath(liveApi.hlsPlaylist.path, { live_id: id, token }),
      expires_at: expiresAt.toISOString(),
      watermark: await this.d.streams.watermark(viewer.memberId),
    };
  }

  /**
   * The playlist with absolute signed addresses: segments listed by ffmpeg (checked names only), the key at the key
   * route, and no `#EXT-X-ENDLIST` while the class is live (a push that dropped may come back: the player keeps
   * reloading and picks up the segments a reconnect appends).
   */
  async playlist(id: number, token: string, bearer: Who | null): Promise<string> {
    const { grant, c } = await this.checkStream(id, token, bearer);
    if (c.state !== 'live') throw new AppError('LIVE_STREAM_PREPARING');
    const list = await this.read(id);
    if (!list) throw new AppError('LIVE_STREAM_PREPARING');
    const prefix = fillPath(liveApi.hlsPlaylist.path, { live_id: id, token: grant.token }).replace(/index\.m3u8$/, '');
    const out: string[] = [];
    for (const line of list.lines) {
      if (line === '#EXT-X-ENDLIST') continue;
      if (line.startsWith('#EXT-X-KEY:')) {
        const kid = KEY_URI.exec(line)?.[1];
        if (kid) out.push(line.replace(KEY_URI, `URI="${prefix}key/${kid}.key"`));
        continue;
      }
      if (line.startsWith('#') || line === '') out.push(line);
      else if (SEGMENT.test(line)) out.push(`${prefix}${line}`);
    }
    return out.join('\n');
  }

  /** An encrypted segment: the link's signature (in memory) and the segment listed in the class's playlist. */
  async segment(id: number, token: string, name: string): Promise<Buffer> {
    const grant = this.d.streams.verify(scopeOf(id), token);
    if (!grant || grant.mediaKey !== liveMediaKey(id)) throw new AppError('LIVE_STREAM_LINK_INVALID');
    const file = `${name}.ts`;
    const cached = this.held.get(`${String(id)}/${file}`);
    if (cached) return cached;
    // Listed means complete: ffmpeg names a segment in the playlist only once it is closed.
    let list = this.playlists.get(id);
    if (!list?.segments.has(file)) list = (await this.read(id)) ?? undefined;
    if (!list?.segments.has(file)) throw new AppError('LIVE_STREAM_SEGMENT_MISSING');
    const body = await fs.readFile(path.join(this.d.dir, String(id), file)).catch(() => null);
    if (!body) throw new AppError('LIVE_STREAM_SEGMENT_MISSING');
    this.keep(`${String(id)}/${file}`, body);
    return body;
  }

  /** The broadcast's key, while the class is live, to the member whose stream it is on this device. */
  async key(id: number, token: string, kid: string, bearer: Who): Promise<Buffer> {
    const { c } = await this.checkStream(id, token, bearer);
    if (c.state !== 'live') throw new AppError('LIVE_STREAM_PREPARING');
    const opened = await this.d.keys.open(kid);
    if (!opened || opened.mediaKey !== liveMediaKey(id)) throw new AppError('LIVE_STREAM_LINK_INVALID');
    return opened.key;
  }

  /** The play module's stream checks (session, seat), the class not ended, and the audience rule (kept 30 s per stream). */
  private async checkStream(id: number, token: string, bearer: Who | null) {
    const grant = await this.d.streams.grant(scopeOf(id), token, bearer, 'LIVE_STREAM_LINK_INVALID');
    if (grant.mediaKey !== liveMediaKey(id)) throw new AppError('LIVE_STREAM_LINK_INVALID');
    const c = await this.d.live.find(id);
    if (c.state === 'ended') throw new AppError('LIVE_STREAM_ENDED');
    const now = Date.now();
    let known = this.access.get(grant.streamId);
    if (!known || known.until <= now) {
      const role = ((await q.roleOfMember(this.d.db, grant.memberId)) ?? 'member') as Role;
      if (this.access.size >= ACCESS_CACHE_MAX) this.access.clear();
      known = { until: now + ACCESS_CACHE_MS, refusal: await this.refusal(c, grant.memberId, role) };
      this.access.set(grant.streamId, known);
    }
    if (known.refusal) throw new AppError(known.refusal);
    return { grant: { ...grant, token }, c };
  }

  private async refusal(c: q.LiveClass, memberId: number, role: Role): Promise<CodeName | null> {
    const a = await this.d.live.access(c, { memberId, role });
    if (a.ok) return null;
    return a.reason === 'banned' ? 'LIVE_STREAM_BANNED' : 'LIVE_STREAM_NOT_ENTITLED';
  }

  /** The class's playlist when it lists at least one segment; re-read only when the file changed. */
  private async read(id: number): Promise<Playlist | null> {
    const file = path.join(this.d.dir, String(id), 'index.m3u8');
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    const known = this.playlists.get(id);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.segments.size > 0 ? known : null;
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text === null) return null;
    const lines = text.split('\n').map((l) => l.trimEnd());
    const list = { mtimeMs: stat.mtimeMs, size: stat.size, lines, segments: new Set(lines.filter((l) => SEGMENT.test(l))) };
    this.playlists.set(id, list);
    return list.segments.size > 0 ? list : null;
  }

  /** First in, first out: the segments fetched now are the newest, and the oldest are behind every viewer. */
  private keep(id: string, body: Buffer): void {
    if (body.length > SEGMENT_CACHE_BYTES / 8) return;
    this.held.set(id, body);
    this.heldBytes += body.length;
    for (const [k, v] of this.held) {
      if (this.heldBytes <= SEGMENT_CACHE_BYTES) break;
      this.held.delete(k);
      this.heldBytes -= v.length;
    }
  }
}
