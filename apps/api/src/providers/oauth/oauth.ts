import { createHash, randomBytes } from 'node:crypto';
import { ProviderError } from '../outbox.ts';

export type SocialProviderCd = 'naver' | 'google' | 'apple' | 'kakao';

/** A provider token kept so the link can be revoked later (Apple requires it on withdrawal). */
export interface ProviderToken {
  value: string;
  type: 'refresh_token' | 'access_token';
}

/** Who the provider says signed in, after the code exchange and id_token / profile checks. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  token: ProviderToken | null;
}

export interface AuthorizeParams {
  state: string;
  nonce: string;
  /** S256 challenge; null for providers without PKCE (naver). */
  codeChallenge: string | null;
}

export interface ExchangeParams {
  code: string;
  state: string;
  codeVerifier: string | null;
  nonce: string;
  /** Apple's form_post `user` field: the name, sent only on the first consent. */
  user?: string | undefined;
}

/** A thin OAuth 2.0 / OpenID Connect client for one provider. */
export interface OAuthProvider {
  readonly provider: SocialProviderCd;
  readonly sandbox: boolean;
  readonly pkce: boolean;
  /** Apple answers with a cross-site POST (form_post); the others redirect with a query. */
  readonly responseMode: 'query' | 'form_post';
  authorizationUrl(params: AuthorizeParams): string;
  exchange(params: ExchangeParams): Promise<SocialProfile>;
  revoke(token: ProviderToken): Promise<void>;
}

/** The provider's answer did not prove who signed in (signature, issuer, audience, nonce, expiry). */
export class OAuthTokenError extends Error {}

export type HttpFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

export function s256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** POSTs a form and returns the JSON answer; network failures and non-JSON become ProviderError. */
export async function postForm(
  fetch: HttpFetch,
  provider: string,
  url: string,
  form: Record<string, string | null | undefined>,
  timeoutMs = 8000,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; status: number; json: Record<string, unknown> }> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== null && v !== undefined) body.set(k, v);
  return call(fetch, provider, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json', ...headers },
    body: body.toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export async function getJson(fetch: HttpFetch, provider: string, url: string, headers: Record<string, string> = {}, timeoutMs = 8000) {
  return call(fetch, provider, url, { method: 'GET', headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
}

async function call(fetch: HttpFetch, provider: string, url: string, init: Parameters<HttpFetch>[1]) {
  let res: Awaited<ReturnType<HttpFetch>>;
  try {
    res = await fetch(url, init);
  } catch (err) {
    throw new ProviderError(provider, `request failed: ${(err as Error).message}`);
  }
  const json = await res.json().catch(() => null);
  // Revocation endpoints may answer 200 with an empty body.
  if (json !== null && (typeof json !== 'object' || Array.isArray(json))) throw new ProviderError(provider, `HTTP ${res.status}: not a JSON object`);
  return { ok: res.ok, status: res.status, json: (json ?? {}) as Record<string, unknown> };
}

export function withQuery(base: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** A provider field for a log line: strings and numbers only. */
export const show = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
