import { createLocalJWKSet, errors, importPKCS8, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { ProviderError } from '../outbox.ts';
import {
  getJson,
  OAuthTokenError,
  postForm,
  show,
  str,
  withQuery,
  type AuthorizeParams,
  type ExchangeParams,
  type HttpFetch,
  type OAuthProvider,
  type ProviderToken,
  type SocialProfile,
} from './oauth.ts';

export interface OidcOptions {
  provider: 'google' | 'apple';
  clientId: string;
  /** A fixed secret (Google) or one made per use (Apple's ES256 client-secret JWT). */
  clientSecret: () => Promise<string>;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Accepted `iss` values of the id_token. */
  issuer: string[];
  revokeUrl: string;
  scope: string;
  responseMode: 'query' | 'form_post';
  fetch?: HttpFetch;
  /** Seconds of clock difference tolerated on exp/iat. */
  clockToleranceSeconds?: number;
}

const JWKS_TTL_MS = 60 * 60_000;

/**
 * Authorization code + PKCE + nonce, then the id_token is verified with the
 * provider's published keys (signature, issuer, audience, expiry, nonce). Used for
 * Google and Apple; Apple differs only in its client secret and form_post answer.
 */
export class OidcProvider implements OAuthProvider {
  readonly sandbox = false;
  readonly pkce = true;
  readonly provider: 'google' | 'apple';
  readonly responseMode: 'query' | 'form_post';
  private readonly fetch: HttpFetch;
  private jwks: { keys: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;

  constructor(private readonly o: OidcOptions) {
    this.provider = o.provider;
    this.responseMode = o.responseMode;
    this.fetch = o.fetch ?? globalThis.fetch;
  }

  authorizationUrl(p: AuthorizeParams): string {
    return withQuery(this.o.authorizeUrl, {
      response_type: 'code',
      client_id: this.o.clientId,
      redirect_uri: this.o.redirectUri,
      scope: this.o.scope,
      state: p.state,
      nonce: p.nonce,
      code_challenge: p.codeChallenge,
      code_challenge_method: p.codeChallenge ? 'S256' : null,
      response_mode: this.o.responseMode === 'form_post' ? 'form_post' : null,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const res = await postForm(this.fetch, this.provider, this.o.tokenUrl, {
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: this.o.redirectUri,
      client_id: this.o.clientId,
      client_secret: await this.o.clientSecret(),
      code_verifier: p.codeVerifier,
    });
    // invalid_grant: the code was used, expired or made for another client; the person starts again.
    if (res.status === 400 && res.json.error === 'invalid_grant') throw new OAuthTokenError('invalid_grant');
    if (!res.ok) throw new ProviderError(this.provider, `token HTTP ${res.status} ${show(res.json.error)}`.trim());
    const idToken = str(res.json.id_token);
    if (!idToken) throw new OAuthTokenError('no id_token');
    const claims = await this.verifyIdToken(idToken, p.nonce);
    const refresh = str(res.json.refresh_token);
    const access = str(res.json.access_token);
    const token: ProviderToken | null = refresh ? { value: refresh, type: 'refresh_token' } : access ? { value: access, type: 'access_token' } : null;
    return {
      subject: claims.sub!,
      email: str(claims.email)?.toLowerCase() ?? null,
      // Apple sends the flag as the string "true".
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: str(claims.name) ?? appleName(p.user),
      token,
    };
  }

  async verifyIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await this.verifyWithKeys(idToken));
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new OAuthTokenError(`id_token: ${(err as Error).message}`);
    }
    if (payload.nonce !== nonce) throw new OAuthTokenError('id_token: nonce mismatch');
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) throw new OAuthTokenError('id_token: no subject');
    return payload;
  }

  async revoke(token: ProviderToken): Promise<void> {
    const form =
      this.provider === 'apple'
        ? { client_id: this.o.clientId, client_secret: await this.o.clientSecret(), token: token.value, token_type_hint: token.type }
        : { token: token.value };
    const res = await postForm(this.fetch, this.provider, this.o.revokeUrl, form);
    // Google answers 400 invalid_token when the grant is already gone: nothing left to revoke.
    if (!res.ok && !(res.status === 400 && res.json.error === 'invalid_token')) throw new ProviderError(this.provider, `revoke HTTP ${res.status}`);
  }

  private async verifyWithKeys(idToken: string) {
    const options = {
      issuer: this.o.issuer,
      audience: this.o.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: this.o.clockToleranceSeconds ?? 60,
      requiredClaims: ['exp', 'iat', 'sub'],
    };
    try {
      return await jwtVerify(idToken, await this.keys(false), options);
    } catch (err) {
      // Providers rotate keys: an unknown kid is retried once against freshly fetched keys.
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      return jwtVerify(idToken, await this.keys(true), options);
    }
  }

  private async keys(refresh: boolean) {
    if (!refresh && this.jwks && Date.now() - this.jwks.at < JWKS_TTL_MS) return this.jwks.keys;
    const res = await getJson(this.fetch, this.provider, this.o.jwksUrl);
    if (!res.ok || !Array.isArray(res.json.keys)) throw new ProviderError(this.provider, `jwks HTTP ${res.status}`);
    this.jwks = { keys: createLocalJWKSet(res.json as unknown as JSONWebKeySet), at: Date.now() };
    return this.jwks.keys;
  }
}

/** Apple's `user` form field: {"name":{"firstName","lastName"},"email"} on the first consent only. */
function appleName(user: string | undefined): string | null {
  if (!user || user.length > 2000) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    // Korean order: family name first, no space.
    const name = `${str(parsed.name?.lastName) ?? ''}${str(parsed.name?.firstName) ?? ''}`.trim();
    return name || null;
  } catch {
    return null;
  }
}

/**
 * Apple's client secret is an ES256 JWT signed with the team's .p8 key
 * (iss = team id, sub = Services ID, aud = https://appleid.apple.com, at most 6 months).
 * Made for an hour and reused until 5 minutes before it ends.
 */
export function appleClientSecret(o: { teamId: string; keyId: string; clientId: string; privateKey: string; audience: string }): () => Promise<string> {
  let cached: { value: string; until: number } | null = null;
  let key: Awaited<ReturnType<typeof importPKCS8>> | null = null;
  return async () => {
    const now = Math.floor(Date.now() / 1000);
    if (cached && cached.until > now + 300) return cached.value;
    key ??= await importPKCS8(o.privateKey.replace(/\\n/g, '\n'), 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: o.keyId })
      .setIssuer(o.teamId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .setAudience(o.audience)
      .setSubject(o.clientId)
      .sign(key);
    cached = { value, until: now + 3600 };
    return value;
  };
}
