import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { KeyRing } from '../../lib/key-ring.ts';

/**
 * Signed HLS links. The signature sits in the path
 * (`/api/media/hls/{lc_no}/{member}.{stream}.{exp}.{video}.{sig}/master.m3u8`), so the relative URLs inside the
 * playlists (`360p/index.m3u8`, `seg000.m4s`, `../key/<kid>.key`) resolve under the same signed prefix and the files
 * are served unchanged: no playlist rewriting. The signature binds lecture, member, stream, video and expiry
 * (docs/decisions/017, 082). A segment needs nothing else: its check is this signature, in memory. Playlists and keys
 * also look the stream up (its session live, not taken over by another device) and apply the access rule again.
 * With a key id (MEDIA_SIGNING_KEY_ID) the signature is preceded by it (`….{video}.{kid}.{sig}`) and checked with the
 * key it names; a link without one with the key of links made before key ids (rotation: docs/decisions/089).
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

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{1,400})\.(?:([a-z0-9]{1,16})\.)?([A-Za-z0-9_-]{22})$/;
/** Verified tokens kept (a player asks for a segment every few seconds with the same one). */
const VERIFIED_MAX = 50_000;

export class MediaSigner {
  private readonly verified = new Map<string, { lcNo: number; grant: MediaGrant; expMs: number }>();
  private readonly keys: KeyRing<string>;

  constructor(
    key: string | KeyRing<string>,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.keys = typeof key === 'string' ? KeyRing.single(key) : key;
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** HMAC-SHA256 cut to 128 bits: the whole token stays short enough for the router's parameter limit. */
  private mac(key: string, lcNo: number, memberId: number, streamId: string, exp: number, video: string): string {
    return createHmac('sha256', key).update(`hls2:${lcNo}:${memberId}:${streamId}:${exp}:${video}`).digest().subarray(0, 16).toString('base64url');
  }

  /** `ttlSeconds`: a live class's link outlives a lecture's (its playlist, reloaded every few seconds, checks the rest). */
  sign(grant: MediaGrant, lcNo: number, ttlSeconds = this.ttlSeconds): { token: string; expiresAt: Date } {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const video = Buffer.from(grant.mediaKey).toString('base64url');
    const { id, key } = this.keys.current;
    const sig = this.mac(key, lcNo, grant.memberId, grant.streamId, exp, video);
    return { token: `${grant.memberId}.${grant.streamId}.${exp}.${video}.${id ? `${id}.` : ''}${sig}`, expiresAt: new Date(exp * 1000) };
  }

  /** What the token grants, or null when it is malformed, forged, for another lecture or expired. Synchronous, no I/O. */
  verify(token: string, lcNo: number): MediaGrant | null {
    return this.check(token, lcNo)?.grant ?? null;
  }

  /** `verify` with the link's expiry (epoch ms): a caller that remembers the answer must not keep it past that. */
  check(token: string, lcNo: number): { grant: MediaGrant; expMs: number } | null {
    const known = this.verified.get(token);
    if (known) return known.lcNo === lcNo && known.expMs > this.now() ? known : null;
    const m = TOKEN.exec(token);
    const key = m && this.keys.get(m[5] ?? '');
    if (!m || !key) return null;
    const memberId = Number(m[1]);
    const exp = Number(m[3]);
    const given = Buffer.from(m[6]!);
    const expected = Buffer.from(this.mac(key, lcNo, memberId, m[2]!, exp, m[4]!));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (exp * 1000 <= this.now()) return null;
    const grant = { memberId, streamId: m[2]!, mediaKey: Buffer.from(m[4]!, 'base64url').toString('utf8') };
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    const checked = { lcNo, grant, expMs: exp * 1000 };
    this.verified.set(token, checked);
    return checked;
  }
}

export const HLS_FILE = /^(?:[a-z0-9]{1,16}\/)?[a-z0-9_-]{1,40}\.(m3u8|ts|m4s|mp4)$/;

