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

export interface NaverOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  fetch?: HttpFetch;
}

/**
 * Naver Login (네이버 아이디로 로그인): plain OAuth 2.0 without PKCE or id_token,
 * so who signed in comes from the profile API called with the fresh access token.
 * `state` is still checked by us before the exchange and sent again as Naver asks.
 */
export class NaverProvider implements OAuthProvider {
  readonly provider = 'naver' as const;
  readonly sandbox = false;
  readonly pkce = false;
  readonly responseMode = 'query' as const;
  private readonly fetch: HttpFetch;

  constructor(private readonly o: NaverOptions) {
    this.fetch = o.fetch ?? globalThis.fetch;
  }

  authorizationUrl(p: AuthorizeParams): string {
    return withQuery(this.o.authorizeUrl, { response_type: 'code', client_id: this.o.clientId, redirect_uri: this.o.redirectUri, state: p.state });
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    const res = await postForm(this.fetch, 'naver', this.o.tokenUrl, {
      grant_type: 'authorization_code',
      client_id: this.o.clientId,
      client_secret: this.o.clientSecret,
      code: p.code,
      state: p.state,
    });
    // Naver reports a bad or used code as HTTP 200 with an `error` field.
    if (res.json.error === 'invalid_request' || res.json.error === 'invalid_grant') throw new OAuthTokenError(String(res.json.error));
    const access = str(res.json.access_token);
    if (!res.ok || !access) throw new ProviderError('naver', `token HTTP ${res.status} ${show(res.json.error)}`.trim());
    const me = await getJson(this.fetch, 'naver', this.o.profileUrl, { authorization: `Bearer ${access}` });
    const profile = me.json.response as Record<string, unknown> | undefined;
    if (!me.ok || me.json.resultcode !== '00' || !profile) throw new ProviderError('naver', `profile HTTP ${me.status} ${show(me.json.resultcode)}`);
    const id = str(profile.id);
    if (!id || id.length > 255) throw new OAuthTokenError('profile without id');
    const refresh = str(res.json.refresh_token);
    return {
      subject: id,
      email: str(profile.email)?.toLowerCase() ?? null,
      // Naver only hands out the account's confirmed e-mail.
      emailVerified: !!str(profile.email),
      name: str(profile.name) ?? str(profile.nickname),
      token: refresh ? { value: refresh, type: 'refresh_token' } : { value: access, type: 'access_token' },
    };
  }

  /** Naver deletes a grant with an access token: a stored refresh token is exchanged for one first. */
  async revoke(token: ProviderToken): Promise<void> {
    let access = token.value;
    if (token.type === 'refresh_token') {
      const r = await postForm(this.fetch, 'naver', this.o.tokenUrl, {
        grant_type: 'refresh_token',
        client_id: this.o.clientId,
        client_secret: this.o.clientSecret,
        refresh_token: token.value,
      });
      const fresh = str(r.json.access_token);
      // An unusable refresh token means the grant is already gone.
      if (!fresh) return;
      access = fresh;
    }
    const res = await postForm(this.fetch, 'naver', this.o.tokenUrl, {
      grant_type: 'delete',
      client_id: this.o.clientId,
      client_secret: this.o.clientSecret,
      access_token: access,
      service_provider: 'NAVER',
    });
    if (!res.ok || (res.json.result !== 'success' && res.json.error)) throw new ProviderError('naver', `revoke HTTP ${res.status} ${show(res.json.error)}`);
  }
}
