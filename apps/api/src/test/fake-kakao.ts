import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';

export interface FakeKakaoAccount {
  sub: string;
  email: string | null;
  emailVerified?: boolean;
  name: string;
}

export const FAKE_KAKAO = { id: 'kakao-rest-api-key', secret: 'kakao-client-secret' } as const;

interface Pending {
  account: FakeKakaoAccount;
  redirectUri: string;
  challenge: string | null;
}

type Json = (res: http.ServerResponse, status: number, body: unknown) => void;

/**
 * Kakao Login as its REST API answers, under {base}/kakao: /oauth/authorize and /oauth/token (kauth),
 * /v2/user/me and /v1/user/unlink (kapi). Errors carry Kakao's shapes: `error` + `error_code` (KOE…)
 * from kauth, `{msg, code: -401}` from kapi.
 */
export function fakeKakao(deps: {
  accounts: Map<string, FakeKakaoAccount>;
  tokenRequests: { provider: string; form: Record<string, string> }[];
  revoked: { provider: string; token: string }[];
  json: Json;
  readForm: (req: http.IncomingMessage) => Promise<Record<string, string>>;
}) {
  const { json } = deps;
  const codes = new Map<string, Pending>();
  const access = new Map<string, FakeKakaoAccount>();
  const refresh = new Map<string, FakeKakaoAccount>();
  /** What each user/me call was asked with (the consent check reads it). */
  const userInfoCalls: { authorization: string }[] = [];

  const issue = (account: FakeKakaoAccount) => {
    const a = `kat-${randomBytes(8).toString('hex')}`;
    access.set(a, account);
    return a;
  };
  const bearer = (req: http.IncomingMessage) => access.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.replace(/^\/kakao/, '');
    if (path === '/oauth/authorize') {
      const q = url.searchParams;
      const account = deps.accounts.get(q.get('login_as') ?? '');
      if (!account) return json(res, 400, { error: 'unknown login_as' });
      if (q.get('client_id') !== FAKE_KAKAO.id) return json(res, 401, { error: 'invalid_client', error_code: 'KOE101' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { account, redirectUri: q.get('redirect_uri') ?? '', challenge: q.get('code_challenge') });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (path === '/oauth/token' && req.method === 'POST') {
      const form = await deps.readForm(req);
      deps.tokenRequests.push({ provider: 'kakao', form });
      if (form.client_id !== FAKE_KAKAO.id || form.client_secret !== FAKE_KAKAO.secret) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' });
      }
      if (form.grant_type === 'refresh_token') {
        const account = refresh.get(form.refresh_token ?? '');
        if (!account) return json(res, 400, { error: 'invalid_grant', error_description: 'expired_or_invalid_refresh_token', error_code: 'KOE322' });
        return json(res, 200, { token_type: 'bearer', access_token: issue(account), expires_in: 21599 });
      }
      const pending = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      const verifierOk = !pending?.challenge || createHash('sha256').update(form.code_verifier ?? '').digest('base64url') === pending.challenge;
      if (!pending || form.redirect_uri !== pending.redirectUri || !verifierOk) {
        return json(res, 400, { error: 'invalid_grant', error_description: `authorization code not found for code=${form.code ?? ''}`, error_code: 'KOE320' });
      }
      const r = `krt-${randomBytes(8).toString('hex')}`;
      refresh.set(r, pending.account);
      return json(res, 200, { token_type: 'bearer', access_token: issue(pending.account), expires_in: 21599, refresh_token: r, refresh_token_expires_in: 5183999, scope: 'account_email profile_nickname' });
    }
    if (path === '/v2/user/me') {
      userInfoCalls.push({ authorization: req.headers.authorization ?? '' });
      const account = bearer(req);
      if (!account) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      const id = /^\d+$/.test(account.sub) ? Number(account.sub) : account.sub;
      const kakaoAccount: Record<string, unknown> = {
        profile_nickname_needs_agreement: false,
        profile: { nickname: account.name, is_default_nickname: false },
        has_email: account.email !== null,
        email_needs_agreement: account.email === null,
      };
      if (account.email) Object.assign(kakaoAccount, { is_email_valid: true, is_email_verified: account.emailVerified ?? true, email: account.email });
      return json(res, 200, { id, connected_at: new Date().toISOString(), kakao_account: kakaoAccount });
    }
    if (path === '/v1/user/unlink' && req.method === 'POST') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const account = bearer(req);
      if (!account) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      deps.revoked.push({ provider: 'kakao', token });
      for (const [k, v] of refresh) if (v === account) refresh.delete(k);
      return json(res, 200, { id: Number(account.sub) || account.sub });
    }
    json(res, 404, { msg: 'not found', code: -404 });
  }

  return { handle, userInfoCalls };
}
