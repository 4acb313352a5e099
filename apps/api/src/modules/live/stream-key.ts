import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A live class's stream key: shown to the teacher once (to paste into OBS), kept only as a SHA-256 hash, so a
 * database or log leak cannot start a broadcast. Rotating issues a new key and replaces the hash; the old key
 * stops working at once. The key is random enough (192 bits) that a plain hash needs no salt or slow KDF.
 */
export interface IssuedKey {
  /** The value shown once; never stored or logged. */
  key: string;
  /** What the database keeps. */
  hash: string;
  /** Enough to recognise the key on screen afterwards (`live_ab12…`), never enough to use it. */
  hint: string;
}

const PREFIX = 'live_';

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function issueStreamKey(): IssuedKey {
  const key = PREFIX + randomBytes(24).toString('base64url');
  return { key, hash: hashStreamKey(key), hint: `${key.slice(0, PREFIX.length + 4)}…` };
}

/** Constant-time comparison of a pushed key against the stored hash. */
export function streamKeyMatches(key: string, storedHash: string): boolean {
  if (!key.startsWith(PREFIX) || key.length > 64 || !/^[0-9a-f]{64}$/u.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(hashStreamKey(key), 'hex'), Buffer.from(storedHash, 'hex'));
}

/** OBS takes a server address and a key separately; the ingest adapter supplies the address. */
export function ingestAddress(base: string, classId: number): string {
  return `${base.replace(/\/+$/u, '')}/live/${classId}`;
}
