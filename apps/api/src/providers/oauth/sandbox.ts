import { devApi, fillPath } from '@school/contracts/endpoints';
import { jwtVerify, SignJWT } from 'jose';
import {
  OAuthTokenError,
  s256,
  type AuthorizeParams,
  type ExchangeParams,
  type OAuthProvider,
  type SocialProfile,
  type SocialProviderCd,
} from './oauth.ts';

/** Where the sandbox's stand-in for the provider's sign-in page is served (modules/dev). */
export const sandboxAuthorizePath = (provider: SocialProviderCd) => fillPath(devApi.oauthAuthorize.path, { provider_cd: provider });

export interface SandboxAccount {
  subject: string;
  email: string | null;
  name: string;
}

const LABEL: Record<SocialProviderCd, string> = { naver: '네이버', google: 'Google', apple: 'Apple', kakao: '카카오' };

/** Fake accounts a tester picks from; the last has no e-mail, as when a person declines to share it. */
export function sandboxAccounts(provider: SocialProviderCd): SandboxAccount[] {
  const withMail = [1, 2].map((n): SandboxAccount => ({ subject: `sandbox-${provider}-${n}`, email: `sandbox${n}@${provider}.sandbox.test`, name: `${LABEL[provider]}테스트${n}` }));
  return [...withMail, { subject: `sandbox-${provider}-3`, email: null, name: `${LABEL[provider]}테스트3` }];
}

const CODE_TTL_SECONDS = 300;

/**
 * Plays the provider locally so social login can be tried without keys: the
 * authorization URL is an in-app page listing fake accounts, and the "code" it
 * hands back is a short-lived HS256 JWT (our key) naming the account, the nonce
 * and the PKCE challenge, all checked at exchange like the real thing.
 */
export class SandboxOAuth implements OAuthProvider {
  readonly sandbox = true;
  readonly pkce: boolean;
  readonly responseMode: 'query' | 'form_post';

  constructor(
    readonly provider: SocialProviderCd,
    private readonly key: Uint8Array,
    private readonly callbackPath: string,
  ) {
    this.pkce = provider !== 'naver';
    this.responseMode = provider === 'apple' ? 'form_post' : 'query';
  }

  authorizationUrl(p: AuthorizeParams): string {
    const q = new URLSearchParams({ state: p.state, nonce: p.nonce });
    if (p.codeChallenge) q.set('code_challenge', p.codeChallenge);
    return `${sandboxAuthorizePath(this.provider)}?${q.toString()}`;
  }

  /** A code for the chosen fake account, as the provider would issue after consent. */
  issueCode(account: SandboxAccount, p: { nonce: string; codeChallenge: string | null }): Promise<string> {
    return new SignJWT({ email: account.email, name: account.name, nonce: p.nonce, cc: p.codeChallenge, prv: this.provider })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.subject)
      .setIssuedAt()
      .setExpirationTime(`${CODE_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The HTML of the stand-in sign-in page (no scripts: the CSP allows none inline). */
  async authorizePage(q: { state: string; nonce: string; code_challenge?: string | undefined }): Promise<string> {
    const forms = await Promise.all(
      sandboxAccounts(this.provider).map(async (a) => {
        const code = await this.issueCode(a, { nonce: q.nonce, codeChallenge: q.code_challenge ?? null });
        const method = this.responseMode === 'form_post' ? 'post' : 'get';
        return `<li><form method="${method}" action="${esc(this.callbackPath)}">
<input type="hidden" name="code" value="${esc(code)}"><input type="hidden" name="state" value="${esc(q.state)}">
<button type="submit">${esc(a.name)} (${esc(a.email ?? '이메일 제공 안 함')})</button></form></li>`;
      }),
    );
    const cancel = `<form method="${this.responseMode === 'form_post' ? 'post' : 'get'}" action="${esc(this.callbackPath)}">
<input type="hidden" name="error" value="access_denied"><input type="hidden" name="state" value="${esc(q.state)}">
<button type="submit">취소</button></form>`;
    return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${LABEL[this.provider]} 로그인 (샌드박스)</title></head><body>
<main><h1>${LABEL[this.provider]} 로그인 (샌드박스)</h1>
<p>실제 ${LABEL[this.provider]}에 연결하지 않는 테스트용 화면입니다. 로그인할 테스트 계정을 고르세요.</p>
<ul>${forms.join('\n')}</ul>${cancel}</main></body></html>`;
  }

  async exchange(p: ExchangeParams): Promise<SocialProfile> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(p.code, this.key, { algorithms: ['HS256'] }));
    } catch (err) {
      throw new OAuthTokenError(`sandbox code: ${(err as Error).message}`);
    }
    if (payload.prv !== this.provider) throw new OAuthTokenError('sandbox code: other provider');
    if (payload.nonce !== p.nonce) throw new OAuthTokenError('sandbox code: nonce mismatch');
    if (this.pkce && (!p.codeVerifier || payload.cc !== s256(p.codeVerifier))) throw new OAuthTokenError('sandbox code: PKCE mismatch');
    const email = typeof payload.email === 'string' ? payload.email : null;
    return {
      subject: String(payload.sub),
      email,
      emailVerified: email !== null,
      name: typeof payload.name === 'string' ? payload.name : null,
      token: { value: `sandbox-token-${String(payload.sub)}`, type: 'refresh_token' },
    };
  }

  async revoke(): Promise<void> {
    // Nothing to revoke at a provider that does not exist.
  }
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
