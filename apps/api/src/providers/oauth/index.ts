import { authApi, fillPath } from '@school/contracts/endpoints';
import type { Config } from '../../config.ts';
import { KakaoProvider } from './kakao.ts';
import { NaverProvider } from './naver.ts';
import type { HttpFetch, OAuthProvider, SocialProviderCd } from './oauth.ts';
import { appleClientSecret, OidcProvider } from './oidc.ts';
import { SandboxOAuth } from './sandbox.ts';

/** Where a provider sends the browser back: Apple posts to its own route (authApi.appleCallback), the same address. */
export const callbackPath = (provider: SocialProviderCd) => fillPath(authApi.oauthCallback.path, { provider_cd: provider });

/**
 * The social providers on offer. Sandbox: all four, played locally. Live: each provider
 * whose client id is configured (config.ts checked the rest of its keys).
 */
export function createOAuthProviders(config: Config, sandboxKey: Uint8Array, fetch?: HttpFetch): Map<SocialProviderCd, OAuthProvider> {
  const map = new Map<SocialProviderCd, OAuthProvider>();
  if (config.SOCIAL_LOGIN_PROVIDER === 'sandbox') {
    for (const p of ['naver', 'google', 'apple', 'kakao'] as const) map.set(p, new SandboxOAuth(p, sandboxKey, callbackPath(p)));
    return map;
  }
  const redirect = (p: SocialProviderCd, configured: string | undefined) => configured ?? `${config.PUBLIC_URL}${callbackPath(p)}`;
  const f = fetch ? { fetch } : {};
  if (config.NAVER_CLIENT_ID) {
    map.set(
      'naver',
      new NaverProvider({
        clientId: config.NAVER_CLIENT_ID,
        clientSecret: config.NAVER_CLIENT_SECRET ?? '',
        redirectUri: redirect('naver', config.NAVER_REDIRECT_URI),
        authorizeUrl: config.NAVER_AUTHORIZE_URL,
        tokenUrl: config.NAVER_TOKEN_URL,
        profileUrl: config.NAVER_PROFILE_URL,
        ...f,
      }),
    );
  }
  if (config.GOOGLE_CLIENT_ID) {
    const secret = config.GOOGLE_CLIENT_SECRET ?? '';
    // Google has used both spellings of its issuer.
    const issuers = config.GOOGLE_ISSUER === 'https://accounts.google.com' ? [config.GOOGLE_ISSUER, 'accounts.google.com'] : [config.GOOGLE_ISSUER];
    map.set(
      'google',
      new OidcProvider({
        provider: 'google',
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: async () => secret,
        redirectUri: redirect('google', config.GOOGLE_REDIRECT_URI),
        authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
        tokenUrl: config.GOOGLE_TOKEN_URL,
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuer: issuers,
        revokeUrl: config.GOOGLE_REVOKE_URL,
        scope: 'openid email profile',
        responseMode: 'query',
        ...f,
      }),
    );
  }
  if (config.APPLE_CLIENT_ID) {
    map.set(
      'apple',
      new OidcProvider({
        provider: 'apple',
        clientId: config.APPLE_CLIENT_ID,
        clientSecret: appleClientSecret({
          teamId: config.APPLE_TEAM_ID ?? '',
          keyId: config.APPLE_KEY_ID ?? '',
          clientId: config.APPLE_CLIENT_ID,
          privateKey: config.APPLE_PRIVATE_KEY ?? '',
          audience: config.APPLE_ISSUER,
        }),
        redirectUri: redirect('apple', config.APPLE_REDIRECT_URI),
        authorizeUrl: config.APPLE_AUTHORIZE_URL,
        tokenUrl: config.APPLE_TOKEN_URL,
        jwksUrl: config.APPLE_JWKS_URL,
        issuer: [config.APPLE_ISSUER],
        revokeUrl: config.APPLE_REVOKE_URL,
        // Apple sends name and e-mail only with response_mode=form_post.
        scope: 'name email',
        responseMode: 'form_post',
        ...f,
      }),
    );
  }
  if (config.KAKAO_CLIENT_ID) {
    map.set(
      'kakao',
      new KakaoProvider({
        clientId: config.KAKAO_CLIENT_ID,
        clientSecret: config.KAKAO_CLIENT_SECRET,
        redirectUri: redirect('kakao', config.KAKAO_REDIRECT_URI),
        authBaseUrl: config.KAKAO_AUTH_BASE_URL,
        apiBaseUrl: config.KAKAO_API_BASE_URL,
        ...f,
      }),
    );
  }
  return map;
}
