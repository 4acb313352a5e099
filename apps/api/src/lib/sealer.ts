import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal values that must be readable again (CI/DI, provider tokens).
 * Each use gets its own key derived from the master key, and every value its own
 * random 12-byte IV; the tag makes any change to the stored text fail to open.
 * Format: `v1.<base64url(iv ‖ tag ‖ ciphertext)>`.
 */
export class Sealer {
  private readonly key: Buffer;

  constructor(master: Buffer, purpose: string) {
    if (master.length !== 32) throw new Error('encryption key must be 32 bytes');
    this.key = createHmac('sha256', master).update(`seal:${purpose}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text, or null when the value was altered or sealed with another key. */
  open(sealed: string): string | null {
    if (!sealed.startsWith('v1.')) return null;
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A keyed hash for equality lookups on sealed values (randomised ciphertexts cannot be compared). */
export function keyedHash(master: Buffer, purpose: string, value: string): string {
  const key = createHmac('sha256', master).update(`index:${purpose}`).digest();
  return createHmac('sha256', key).update(value).digest('hex');
}

/** IDENTITY_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseKey(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}
