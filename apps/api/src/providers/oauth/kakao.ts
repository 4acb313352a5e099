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

export interface KakaoOptions {
  /** The app's REST API key. */
  clientId: string;
  /** Sent only when the app has its client secret turned on. */
  clientSecret: string | undefined;
  redirectUri: string;
  /** https://kauth.kakao.com (authorize, token) */
  authBaseUrl: string;
  /** https://kapi.kakao.com (user info, unlink) */
  apiBaseUrl: string;
  fetch?: HttpFetch;
}

interface KakaoAccount {
  email?: unknown;
  is_email_valid?: unknown;
  is_email_verified?: unknown;
  profile?: { nickname?: unknown };
}

/**
 * 카카오 로그인, REST API: authorization code with PKCE (S256) → token at kauth.kakao.com/oauth/token →
 * who signed in from kapi.kakao.com/v2/user/me with the access token. Consent items are set in the app's
 * console (decision 124): 닉네임, and 카카오계정(이메일) as a choice; 전화번호 is never asked for here.
 * Unlinking calls kapi.kakao.com/v1/user/unlink with an access token fresh from the stored refresh token.
 */
export class KakaoProvider implements OAuthProvider {
  readonly provider = 'kakao' as const;
  readonly sandbox = false;
  readonly pkce = true;
  readonly responseMode = 'query' as const;
  private readonly fetch: HttpFetch;
  private readonly auth: string;
  private readonly api: string;

  constructor(private readonly o: KakaoOptions) {
    this.fetch = o.fetch ?? globalThis.fetch;
    this.auth = o.authBaseUrl.replace(/\/+$/, '');
    this.api = o.apiBaseUrl.replace(/\/+$/, '');
  }

  authorizationUrl(p: AuthorizeParams): string {
    return withQuery(`${this.auth}/oauth/authorize`, {
      response_type: 'code',
      client_id: this.o.clientId,
      redirect_uri: this.o.redirectUri,
      state: p.state,
      code_challenge: p.codeChallenge,
      code_challenge_method: p.codeChallenge ? 'S256' : null,
    });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const res = await postForm(this.fetch, 'kakao', `${this.auth}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: this.o.clientId,
      client_secret: this.o.clientSecret,
      redirect_uri: this.o.redirectUri,
      code: p.code,
      code_verifier: p.codeVerifier,
    });
    // KOE320 and friends: the code was used, expired, or the verifier does not match; the person starts again.
    if (res.json.error === 'invalid_grant') throw new OAuthTokenError(`invalid_grant ${show(res.json.error_code)}`.trim());
    const access = str(res.json.access_token);
    if (!res.ok || !access) throw new ProviderError('kakao', `token HTTP ${res.status} ${show(res.json.error_code)}`.trim());
    const me = await getJson(this.fetch, 'kakao', `${this.api}/v2/user/me`, { authorization: `Bearer ${access}` });
    if (!me.ok) throw new ProviderError('kakao', `user/me HTTP ${me.status} ${show(me.json.code)}`.trim());
    const id = typeof me.json.id === 'number' && Number.isSafeInteger(me.json.id) ? String(me.json.id) : str(me.json.id);
    if (!id || id.length > 255) throw new OAuthTokenError('user/me without id');
    const account = (me.json.kakao_account ?? {}) as KakaoAccount;
    const email = str(account.email)?.toLowerCase() ?? null;
    const refresh = str(res.json.refresh_token);
    return {
      subject: id,
      email,
      // Kakao vouches for an address only when it is both valid (still the account's) and verified.
      emailVerified: !!email && account.is_email_valid === true && account.is_email_verified === true,
      name: str(account.profile?.nickname),
      token: refresh ? { value: refresh, type: 'refresh_token' } : { value: access, type: 'access_token' },
    };
  }

  /** Unlinks the app from the person's Kakao account; a refresh token Kakao no longer knows means it is gone. */
  async revoke(token: ProviderToken): Promise<void> {
    let access = token.value;
    if (token.type === 'refresh_token') {
      const r = await postForm(this.fetch, 'kakao', `${this.auth}/oauth/token`, {
        grant_type: 'refresh_token',
        client_id: this.o.clientId,
        client_secret: this.o.clientSecret,
        refresh_token: token.value,
      });
      const fresh = str(r.json.access_token);
      if (!fresh) {
        if (r.json.error === 'invalid_grant') return;
        throw new ProviderError('kakao', `refresh HTTP ${r.status} ${show(r.json.error_code)}`.trim());
      }
      access = fresh;
    }
    const res = await postForm(this.fetch, 'kakao', `${this.api}/v1/user/unlink`, {}, 8000, { authorization: `Bearer ${access}` });
    if (!res.ok) throw new ProviderError('kakao', `unlink HTTP ${res.status} ${show(res.json.code)}`.trim());
  }
}
