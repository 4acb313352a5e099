import type { SocialProvider } from '@school/contracts';

export const providerLabel: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버', google: '구글', apple: '애플' };

export type OAuthReturn =
  | { kind: 'signedIn'; clientId: string; provider: SocialProvider; returnUrl: string }
  | { kind: 'failed'; code: string; message: string; returnUrl: string }
  | { kind: 'invalid' };

const providers: readonly string[] = ['kakao', 'naver', 'google', 'apple'];

/**
 * Reads the fragment the OAuth callback sends the browser back with:
 * `#client_id=…&provider_cd=…&returnUrl=…` or `#code=…&message=…&provider_cd=…&returnUrl=…`.
 */
export function parseOAuthReturn(hash: string): OAuthReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const returnUrl = params.get('returnUrl') ?? '/';
  const provider = params.get('provider_cd') ?? '';
  const clientId = params.get('client_id');
  if (clientId && providers.includes(provider)) return { kind: 'signedIn', clientId, provider: provider as SocialProvider, returnUrl };
  const code = params.get('code');
  if (code) return { kind: 'failed', code, message: params.get('message') || '소셜 로그인을 완료하지 못했습니다.', returnUrl };
  return { kind: 'invalid' };
}
