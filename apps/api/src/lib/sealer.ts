import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { KeyRing } from './key-ring.ts';

/**
 * AES-256-GCM for personal values that must be readable again (CI/DI, provider tokens).
 * Each use gets its own key derived from the master key, and every value its own
 * random 12-byte IV; the tag makes any change to the stored text fail to open.
 * Format: `v1.<base64url(iv ‖ tag ‖ ciphertext)>`, or `v1.<key id>.<…>` when the master key has an id
 * (IDENTITY_ENCRYPTION_KEY_ID; rotation in docs/decisions/089). Values are opened with the key their id names.
 */
export class Sealer {
  private readonly keys: KeyRing<Buffer>;

  constructor(master: Buffer | KeyRing<Buffer>, purpose: string) {
    const ring = master instanceof KeyRing ? master : KeyRing.single(master);
    this.keys = ring.map((key) => {
      if (key.length !== 32) throw new Error('encryption key must be 32 bytes');
      return createHmac('sha256', key).update(`seal:${purpose}`).digest();
    });
  }

  seal(plain: string): string {
    const { id, key } = this.keys.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${id ? `${id}.` : ''}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text, or null when the value was altered or sealed with a key no longer kept. */
  open(sealed: string): string | null {
    const parts = parse(sealed);
    const key = parts && this.keys.get(parts.id);
    if (!parts || !key) return null;
    const raw = Buffer.from(parts.body, 'base64url');
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Whether the value was sealed with the current key (nothing to do for `npm run admin -- reseal`). */
  isCurrent(sealed: string): boolean {
    return parse(sealed)?.id === this.keys.current.id;
  }
}

function parse(sealed: string): { id: string; body: string } | null {
  if (!sealed.startsWith('v1.')) return null;
  const dot = sealed.indexOf('.', 3);
  return dot < 0 ? { id: '', body: sealed.slice(3) } : { id: sealed.slice(3, dot), body: sealed.slice(dot + 1) };
}

/**
 * A keyed hash for equality lookups on sealed values (randomised ciphertexts cannot be compared): one per key of the
 * ring, the current key's first. New rows store the first; lookups match any, so rows written before a rotation are
 * found until `npm run admin -- reseal` rewrites them with the current key.
 */
export function keyedHashes(master: Buffer | KeyRing<Buffer>, purpose: string): (value: string) => string[] {
  const ring = master instanceof KeyRing ? master : KeyRing.single(master);
  const keys = ring.all.map((k) => createHmac('sha256', k.key).update(`index:${purpose}`).digest());
  return (value) => keys.map((key) => createHmac('sha256', key).update(value).digest('hex'));
}

/** IDENTITY_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseKey(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}
