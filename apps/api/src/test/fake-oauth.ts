import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_KAKAO, fakeKakao } from './fake-kakao.ts';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';

export interface FakeAccount {
  sub: string;
  email: string | null;
  emailVerified?: boolean;
  name: string;
}

/** Knobs for the next id_token, to play a misbehaving or hostile provider. */
export interface IdTokenTweak {
  nonce?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now; negative makes an expired token. */
  expIn?: number;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

interface PendingCode {
  provider: string;
  account: FakeAccount;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string | null;
  state: string;
}

export const FAKE_CLIENTS = {
  naver: { id: 'naver-client', secret: 'naver-secret' },
  google: { id: 'google-client.apps.example', secret: 'google-secret' },
  apple: { id: 'com.example.school.web', teamId: 'TEAM123456', keyId: 'KEY1234567' },
  kakao: FAKE_KAKAO,
} as const;

/**
 * A local stand-in for Naver, Google, Apple and Kakao (fake-kakao.ts) on 127.0.0.1: authorize, token,
 * profile / JWKS and revoke endpoints, with id_tokens signed by keys made here.
 * Authorization "consents" at once for the account named by `login_as`.
 */
export async function startFakeOAuth() {
  const googleKey = await generateKeyPair('RS256', { extractable: true });
  const appleKey = await generateKeyPair('ES256', { extractable: true });
  const foreignKey = await generateKeyPair('RS256', { extractable: true });
  // Apple's .p8 key of "our team": the app signs client secrets with it, the fake checks them.
  const teamKey = await generateKeyPair('ES256', { extractable: true });
  const teamKeyPem = await exportPKCS8(teamKey.privateKey);
  const jwk = async (k: Parameters<typeof exportJWK>[0], kid: string, alg: string): Promise<JWK> => ({ ...(await exportJWK(k)), kid, alg, use: 'sig' });
  const jwks = {
    google: { keys: [await jwk(googleKey.publicKey, 'g1', 'RS256')] },
    apple: { keys: [await jwk(appleKey.publicKey, 'a1', 'ES256')] },
  };

  const accounts = new Map<string, FakeAccount>();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, FakeAccount>();
  const refreshTokens = new Map<string, FakeAccount>();
  const revoked: { provider: string; token: string }[] = [];
  const tokenRequests: { provider: string; form: Record<string, string> }[] = [];
  let tweak: IdTokenTweak = {};
  let base = '';

  const issuer = (p: 'google' | 'apple') => `${base}/${p}`;

  async function idToken(p: 'google' | 'apple', c: PendingCode) {
    const t = tweak;
    tweak = {};
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (t.expIn ?? 600);
    const claims: Record<string, unknown> = { nonce: t.nonce ?? c.nonce ?? undefined };
    if (c.account.email) {
      claims.email = c.account.email;
      // Apple sends the flag as a string.
      claims.email_verified = p === 'apple' ? String(c.account.emailVerified ?? true) : (c.account.emailVerified ?? true);
    }
    if (p === 'google') claims.name = c.account.name;
    const key = t.foreignKey ? foreignKey.privateKey : p === 'google' ? googleKey.privateKey : appleKey.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: p === 'google' ? 'RS256' : 'ES256', kid: p === 'google' ? 'g1' : 'a1' })
      .setIssuer(t.iss ?? issuer(p))
      .setAudience(t.aud ?? c.clientId)
      .setSubject(c.account.sub)
      .setIssuedAt(Math.min(now, exp - 60))
      .setExpirationTime(exp)
      .sign(key);
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return Object.fromEntries(new URLSearchParams(body));
  }

  async function checkAppleSecret(secret: string | undefined): Promise<boolean> {
    if (!secret) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, teamKey.publicKey, { issuer: FAKE_CLIENTS.apple.teamId, audience: issuer('apple'), subject: FAKE_CLIENTS.apple.id });
      return protectedHeader.kid === FAKE_CLIENTS.apple.keyId && typeof payload.exp === 'number';
    } catch {
      return false;
    }
  }

  const kakao = fakeKakao({ accounts, tokenRequests, revoked, json, readForm });

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const [, provider, endpoint] = url.pathname.split('/') as [string, string, string];
      if (provider === 'kakao') return kakao.handle(req, res, url);
      if (endpoint === 'authorize') {
        const q = url.searchParams;
        const account = accounts.get(q.get('login_as') ?? '');
        if (!account) return json(res, 400, { error: 'unknown login_as' });
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          provider,
          account,
          clientId: q.get('client_id') ?? '',
          redirectUri: q.get('redirect_uri') ?? '',
          nonce: q.get('nonce'),
          challenge: q.get('code_challenge'),
          state: q.get('state') ?? '',
        });
        if (q.get('response_mode') === 'form_post') {
          // What Apple's page would POST to the redirect URI.
          return json(res, 200, { code, state: q.get('state'), user: JSON.stringify({ name: { firstName: '애플', lastName: '김' }, email: account.email }) });
        }
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (endpoint === 'token' && req.method === 'POST') {
        const form = await readForm(req);
        tokenRequests.push({ provider, form });
        if (provider === 'naver' && form.grant_type === 'refresh_token') {
          const account = refreshTokens.get(form.refresh_token ?? '');
          if (!account) return json(res, 200, { error: 'invalid_request' });
          const access = `nat-${randomBytes(8).toString('hex')}`;
          accessTokens.set(access, account);
          return json(res, 200, { access_token: access, token_type: 'bearer', expires_in: '3600' });
        }
        if (provider === 'naver' && form.grant_type === 'delete') {
          revoked.push({ provider, token: form.access_token ?? '' });
          return json(res, 200, { access_token: form.access_token, result: 'success' });
        }
        const pending = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (!pending || pending.provider !== provider) return json(res, provider === 'naver' ? 200 : 400, { error: 'invalid_grant' });
        const secretOk =
          provider === 'apple'
            ? await checkAppleSecret(form.client_secret)
            : form.client_secret === FAKE_CLIENTS[provider as 'naver' | 'google'].secret;
        if (!secretOk || form.client_id !== pending.clientId) return json(res, 401, { error: 'invalid_client' });
        if (provider === 'naver' && form.state !== pending.state) return json(res, 200, { error: 'invalid_request' });
        if (provider !== 'naver' && form.redirect_uri !== pending.redirectUri) return json(res, 400, { error: 'invalid_grant' });
        if (pending.challenge) {
          const expected = createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
          if (expected !== pending.challenge) return json(res, 400, { error: 'invalid_grant' });
        }
        const access = `at-${randomBytes(8).toString('hex')}`;
        const refresh = `rt-${randomBytes(8).toString('hex')}`;
        accessTokens.set(access, pending.account);
        refreshTokens.set(refresh, pending.account);
        const body: Record<string, unknown> = { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: 3600 };
        if (provider !== 'naver') body.id_token = await idToken(provider as 'google' | 'apple', pending);
        return json(res, 200, body);
      }
      if (provider === 'naver' && endpoint === 'me') {
        const account = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!account) return json(res, 401, { resultcode: '024', message: 'Authentication failed' });
        return json(res, 200, { resultcode: '00', message: 'success', response: { id: account.sub, email: account.email ?? undefined, name: account.name } });
      }
      if (endpoint === 'jwks') return json(res, 200, jwks[provider as 'google' | 'apple']);
      if (endpoint === 'revoke' && req.method === 'POST') {
        const form = await readForm(req);
        if (provider === 'apple' && !(await checkAppleSecret(form.client_secret))) return json(res, 401, { error: 'invalid_client' });
        revoked.push({ provider, token: form.token ?? '' });
        res.writeHead(200);
        return res.end();
      }
      json(res, 404, { error: 'not found' });
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    /** Environment for createTestApp: every endpoint of the three providers points here. */
    env: {
      SOCIAL_LOGIN_PROVIDER: 'live',
      NAVER_CLIENT_ID: FAKE_CLIENTS.naver.id,
      NAVER_CLIENT_SECRET: FAKE_CLIENTS.naver.secret,
      NAVER_AUTHORIZE_URL: `${base}/naver/authorize`,
      NAVER_TOKEN_URL: `${base}/naver/token`,
      NAVER_PROFILE_URL: `${base}/naver/me`,
      GOOGLE_CLIENT_ID: FAKE_CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENTS.google.secret,
      GOOGLE_AUTHORIZE_URL: `${base}/google/authorize`,
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_ISSUER: `${base}/google`,
      GOOGLE_REVOKE_URL: `${base}/google/revoke`,
      APPLE_CLIENT_ID: FAKE_CLIENTS.apple.id,
      APPLE_TEAM_ID: FAKE_CLIENTS.apple.teamId,
      APPLE_KEY_ID: FAKE_CLIENTS.apple.keyId,
      // One line with \n escapes, as it would sit in an environment file.
      APPLE_PRIVATE_KEY: teamKeyPem.replace(/\n/g, '\\n'),
      APPLE_AUTHORIZE_URL: `${base}/apple/authorize`,
      APPLE_TOKEN_URL: `${base}/apple/token`,
      APPLE_JWKS_URL: `${base}/apple/jwks`,
      APPLE_ISSUER: `${base}/apple`,
      APPLE_REVOKE_URL: `${base}/apple/revoke`,
      KAKAO_CLIENT_ID: FAKE_KAKAO.id,
      KAKAO_CLIENT_SECRET: FAKE_KAKAO.secret,
      KAKAO_AUTH_BASE_URL: `${base}/kakao`,
      KAKAO_API_BASE_URL: `${base}/kakao`,
    },
    addAccount(a: FakeAccount) {
      accounts.set(a.sub, a);
      return a;
    },
    tweakNextIdToken(t: IdTokenTweak) {
      tweak = t;
    },
    revoked,
    tokenRequests,
    kakaoUserInfoCalls: kakao.userInfoCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOAuth = Awaited<ReturnType<typeof startFakeOAuth>>;
