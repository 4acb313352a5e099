import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed HLS links. The signature sits in the path
 * (`/api/media/hls/{lc_no}/{member}.{session}.{exp}.{sig}/master.m3u8`), so the relative
 * URLs inside the playlists (`360p/index.m3u8`, `seg000.ts`) resolve under the same signed
 * prefix and the files are served unchanged: no playlist rewriting. The signature binds
 * member, session, lecture and expiry (docs/decisions/017); the server checks on every
 * request that the session is still live, so logout, a push-out by a newer device or a
 * suspension end playback at once, not when the link expires (issue 12).
 */
export interface MediaGrant {
  memberId: number;
  sessionId: string;
}

export class MediaSigner {
  constructor(
    private readonly key: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(grant: MediaGrant, lcNo: number, exp: number): string {
    return createHmac('sha256', this.key).update(`hls:${grant.memberId}:${grant.sessionId}:${lcNo}:${exp}`).digest('base64url');
  }

  sign(grant: MediaGrant, lcNo: number): { token: string; expiresAt: Date } {
    const exp = Math.floor(this.now() / 1000) + this.ttlSeconds;
    // 16 bytes in 22 characters: the whole token stays under the router's 100-character parameter limit.
    const sid = Buffer.from(grant.sessionId.replace(/-/g, ''), 'hex').toString('base64url');
    return { token: `${grant.memberId}.${sid}.${exp}.${this.mac(grant, lcNo, exp)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The member and session the token was issued to, or null when it is malformed, forged, for another lecture or expired. */
  verify(token: string, lcNo: number): MediaGrant | null {
    const m = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    const h = Buffer.from(m[2]!, 'base64url').toString('hex');
    if (h.length !== 32) return null;
    const grant = { memberId: Number(m[1]), sessionId: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` };
    const exp = Number(m[3]);
    const given = Buffer.from(m[4]!);
    const expected = Buffer.from(this.mac(grant, lcNo, exp));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (exp * 1000 <= this.now()) return null;
    return grant;
  }
}

export const HLS_FILE = /^(?:[a-z0-9]{1,16}\/)?[a-z0-9_-]{1,40}\.(m3u8|ts|m4s|mp4)$/;

export { MediaStore } from './media-store.ts';
