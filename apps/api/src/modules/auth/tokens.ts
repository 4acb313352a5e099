import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, compactVerify, errors, jwtVerify, type JWSHeaderParameters } from 'jose';
import { AppError } from '../../http/app-error.ts';
import { KeyRing } from '../../lib/key-ring.ts';

export interface AccessClaims {
  sessionId: string;
  memberId: number;
}

/** Access tokens known good, at most this many (the oldest go first); each is still checked for expiry on use. */
const VERIFIED_KEPT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Access tokens are HS256 JWTs carrying the session id (`sid`) and member id (`sub`);
 * refresh tokens are opaque random strings of which only the SHA-256 is stored.
 * With a key id (JWT_SECRET_ID) new tokens name it in their `kid` header; a token is checked with the key its `kid`
 * names, one without `kid` with the key of tokens made before key ids (rotation: docs/decisions/089).
 */
export class Tokens {
  /** KeyObjects, not bytes: jose turns each into a WebCrypto key once and keeps it, instead of importing it per call. */
  private readonly keys: KeyRing<KeyObject>;
  /** The key a token's header names (jose calls this before checking the signature). */
  private readonly keyFor = (header: JWSHeaderParameters): KeyObject => {
    const key = header.kid === undefined ? this.keys.get('') : typeof header.kid === 'string' && header.kid !== '' ? this.keys.get(header.kid) : undefined;
    if (!key) throw new Error('token key not kept');
    return key;
  };
  /**
   * Tokens whose signature and claims passed, with their expiry (seconds). A member's requests all carry the same
   * token, and checking it again through WebCrypto took ~60 µs of the ~100 µs of CPU a progress save cost (issue 13).
   * A token is found here only by its exact text, so nothing unsigned can be; expiry is checked on every use, as
   * jose does. The session behind it is still checked on every request (http/auth.ts, the save's own statement).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string | KeyRing<string>,
    readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {
    const ring = typeof secret === 'string' ? KeyRing.single(secret) : secret;
    this.keys = ring.map((s) => createSecretKey(Buffer.from(s, 'utf8')));
    // A separate key for certification-number HMACs, so the two uses never share material. Numbers live minutes:
    // the current key only (one sent just before a rotation is asked for again).
    this.hmacKey = createHmac('sha256', ring.current.key).update('certification-codes').digest();
  }

  private readonly hmacKey: Buffer;

  signAccess({ sessionId, memberId }: AccessClaims, ttlSeconds = this.accessTtlSeconds): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const { id, key } = this.keys.current;
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader(id ? { alg: 'HS256', typ: 'JWT', kid: id } : { alg: 'HS256', typ: 'JWT' })
      .setSubject(String(memberId))
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(key);
  }

  /** Checks signature and expiry: 0902 when only the expiry fails, 0901 for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after now (whole seconds).
      if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      this.verified.delete(token);
      throw new AppError('TOKEN_EXPIRED');
    }
    try {
      const { payload } = await jwtVerify(token, this.keyFor, { algorithms: ['HS256'] });
      const claims = toClaims(payload);
      if (!claims) throw new AppError('TOKEN_INVALID');
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp);
      return claims;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('TOKEN_INVALID');
    }
  }

  private remember(token: string, claims: AccessClaims, exp: number): void {
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims: Object.freeze(claims), exp });
  }

  /** Signature only: a refresh presents the (usually expired) access token to name its session. */
  async verifySignatureIgnoringExpiry(token: string): Promise<AccessClaims | null> {
    try {
      const { payload, protectedHeader } = await compactVerify(token, this.keyFor, { algorithms: ['HS256'] });
      if (protectedHeader.alg !== 'HS256') return null;
      return toClaims(JSON.parse(new TextDecoder().decode(payload)) as unknown);
    } catch {
      return null;
    }
  }

  newRefreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: sha256(token) };
  }

  /** HMAC rather than a plain hash: a 6-digit number's plain hash is reversed by trying all million. */
  certificationHash(purpose: string, hpno: string, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${purpose}:${hpno}:${code}`).digest('hex');
  }
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function toClaims(payload: unknown): AccessClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const { sid, sub } = payload as { sid?: unknown; sub?: unknown };
  if (typeof sid !== 'string' || !UUID.test(sid) || typeof sub !== 'string' || !/^\d{1,15}$/.test(sub)) return null;
  return { sessionId: sid, memberId: Number(sub) };
}
