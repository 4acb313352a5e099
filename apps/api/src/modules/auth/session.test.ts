import { SESSION_DISPLACED_MESSAGE } from '@school/contracts/plain';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { bearer, consoleLogin, createMember, login, memberLogin, setMemberStatus, type TestMember } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testRedis } from '../../test/redis.ts';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET, LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const incheck = (tokens: { accessToken: string } | string) =>
  t.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) });
const refresh = (accessToken: string, refreshToken: string, os = 'Refreshing OS') =>
  t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { accessToken, refreshToken, os } });
const code = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

describe('POST /api/auth/login', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await createMember(t);
  });

  it('returns an access token (JWT) and an opaque refresh token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: 'Windows / Chrome' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string; message: string; data: { accessToken: string; refreshToken: string } }>();
    expect(body).toMatchObject({ code: '0000', message: '성공' });
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(code(await incheck(body.data))).toBe('0000');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    await expect(login(t, { email: `  ${m.email.toUpperCase()} `, password: m.password })).resolves.toBeDefined();
  });

  it('wrong password and unknown e-mail get the same Korean message', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: 'not-the-password', os: '' } });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', user_password: m.password, os: '' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: '2001', message: '이메일 또는 비밀번호가 올바르지 않습니다.', data: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses unknown fields and over-long values with a Korean input message', async () => {
    const extra = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: '', admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('1000');
    const long = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: 'x'.repeat(201) } });
    expect(long.json().code).toBe('1000');
  });

  it('a suspended account is refused with 0905 after the right password', async () => {
    const s = await createMember(t, { status: 'suspended' });
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, user_password: s.password, os: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('0905');
  });

  it('stores the password as argon2id', async () => {
    const { rows } = await t.database.pool.query<{ password_hash: string }>('select password_hash from members where id = $1', [m.id]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('access token and the auth guard', () => {
  it('no token → 0907, garbage → 0901, a token signed with another key → 0901', async () => {
    const none = await t.request({ method: 'GET', url: '/api/comm/incheck' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: '0907', message: '로그인이 필요합니다.', data: null });
    expect(code(await incheck('not-a-jwt'))).toBe('0901');
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(code(await incheck(forged))).toBe('0901');
  });

  it('an expired access token → 0902, and refreshing gives a working pair', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    const [, payload] = tokens.accessToken.split('.');
    const { sid, sub } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string; sub: string };
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(SECRET));
    const res = await incheck(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: '0902', data: null });

    const renewed = await refresh(expired, tokens.refreshToken);
    expect(renewed.json().code).toBe('0000');
    expect(code(await incheck(renewed.json().data))).toBe('0000');
  });

  it('with ACCESS_TOKEN_TTL_SECONDS=3 a real token expires into 0902', async () => {
    // 3 s, not 1: a token's expiry is in whole seconds, so a 1-second token issued late in a second was already
    // refused by its first call once (the second pass, on a loaded machine).
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '3' });
    try {
      const m = await createMember(short);
      const tokens = await login(short, m);
      // Accepted first (and kept as known good), then refused once its seconds have passed.
      expect((await short.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) })).json().code).toBe('0000');
      await new Promise((r) => setTimeout(r, 4100));
      const res = await short.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) });
      expect(res.json().code).toBe('0902');
    } finally {
      await short.close();
    }
  });

  it('a suspended or withdrawn member gets 0905 on the next call, before any session check', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    await setMemberStatus(t, m.id, 'suspended');
    expect(code(await incheck(tokens))).toBe('0905');
    expect(code(await refresh(tokens.accessToken, tokens.refreshToken))).toBe('0905');
    await setMemberStatus(t, m.id, 'withdrawn');
    expect(code(await incheck(tokens))).toBe('0905');
  });
});

describe('refresh token rotation', () => {
  it('every refresh returns a new refresh token; the new pair works', async () => {
    const m = await createMember(t);
    const first = await login(t, m);
    const res = await refresh(first.accessToken, first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(code(await incheck(second))).toBe('0000');
    const third = (await refresh(second.accessToken, second.refreshToken)).json();
    expect(third.code).toBe('0000');
  });

  it('replaying a used refresh token ends the whole session: both parties get 09xx', async () => {
    const m = await createMember(t);
    const first = await login(t, m);
    const second = (await refresh(first.accessToken, first.refreshToken)).json().data;
    // Past the grace for a client racing itself.
    await t.database.db.update(sessions).set({ rotatedAt: sql`now() - interval '1 minute'` }).where(sql`${sessions.memberId} = ${m.id}`);

    const replay = await refresh(first.accessToken, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('0903');
    expect(code(await incheck(second))).toBe('0904');
    expect(code(await refresh(second.accessToken, second.refreshToken))).toBe('0904');
  });

  it('a refresh token of another session never works, and a random one ends nothing it does not own', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const ta = await login(t, a);
    const tb = await login(t, b);
    expect(code(await refresh(ta.accessToken, tb.refreshToken))).toBe('0903');
    // b is untouched: the mismatch was charged to a's session, named by a's access token.
    expect(code(await incheck(tb))).toBe('0000');
    expect(code(await refresh(tb.accessToken, tb.refreshToken))).toBe('0000');
  });

  it('two parallel refreshes with the same token: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await createMember(t);
      const tokens = await login(t, m);
      const results = await Promise.all(Array.from({ length: 4 }, () => refresh(tokens.accessToken, tokens.refreshToken)));
      const codes = results.map(code).sort();
      expect(codes).toEqual(['0000', '0903', '0903', '0903']);
      // The winner keeps a working session (the losers were the same client racing itself).
      const winner = results.find((r) => code(r) === '0000')!.json().data;
      expect(code(await incheck(winner))).toBe('0000');
    }
  });

  it('an expired refresh token → 0903', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    await t.database.db.update(sessions).set({ refreshExpiresAt: sql`now() - interval '1 second'` }).where(sql`${sessions.memberId} = ${m.id}`);
    expect(code(await refresh(tokens.accessToken, tokens.refreshToken))).toBe('0903');
  });

  it('a forged access token on refresh → 0901', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    expect(code(await refresh(`${tokens.accessToken}x`, tokens.refreshToken))).toBe('0901');
  });
});

describe('devices', () => {
  it('a third sign-in ends the oldest session, whose next call gets 0904; the other two keep working', async () => {
    const m = await createMember(t);
    const one = await login(t, m, 'Device 1');
    const two = await login(t, m, 'Device 2');
    expect(code(await incheck(one))).toBe('0000');
    const three = await login(t, m, 'Device 3');
    const res = await incheck(one);
    expect(res.statusCode).toBe(401);
    // The message says why (the login page it leads to shows it).
    expect(res.json()).toEqual({ code: '0904', message: SESSION_DISPLACED_MESSAGE, data: null });
    expect(code(await refresh(one.accessToken, one.refreshToken))).toBe('0904');
    expect(code(await incheck(two))).toBe('0000');
    expect(code(await incheck(three))).toBe('0000');
  });

  it('parallel sign-ins still leave at most two live sessions', async () => {
    const m = await createMember(t);
    await Promise.all(Array.from({ length: 5 }, (_, i) => login(t, m, `Device ${i}`)));
    const { rows } = await t.database.pool.query('select count(*)::int as n from sessions where member_id = $1 and ended_at is null', [m.id]);
    expect(rows[0].n).toBe(2);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends that session only; calling it again still answers 0000', async () => {
    const m = await createMember(t);
    const one = await login(t, m, 'Phone');
    const two = await login(t, m, 'Laptop');
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: one.refreshToken } });
    expect(res.json()).toEqual({ code: '0000', message: '성공', data: null });
    expect(code(await incheck(one))).toBe('0904');
    expect(code(await refresh(one.accessToken, one.refreshToken))).toBe('0904');
    expect(code(await incheck(two))).toBe('0000');
    const again = await t.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: one.refreshToken } });
    expect(again.json().code).toBe('0000');
  });
});

describe('JWT secret', () => {
  it('without JWT_SECRET, two apps on the same database accept each other’s tokens (secret kept in app_meta)', async () => {
    const a = await createTestApp();
    try {
      const { buildApp } = await import('../../app.ts');
      const b = await buildApp({ config: a.config, database: a.database });
      try {
        const m = await createMember(a);
        const tokens = await login(a, m);
        const res = await b.inject({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) });
        expect(res.json().code).toBe('0000');
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});

describe('brute-force limits', () => {
  it('per account: the 6th attempt in 15 minutes is refused with 2002 even with the right password', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 5; i++) {
      const r = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: 'wrong-password', os: '' } });
      expect(r.json().code).toBe('2001');
    }
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: '' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('2002');
    expect(res.json().message).toMatch(/\d+분 후 다시 시도해 주세요\.$/);
  });

  it('a successful sign-in clears the account counter', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 4; i++) {
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: 'wrong-password', os: '' } });
    }
    await login(t, m);
    for (let i = 0; i < 4; i++) {
      const r = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: 'wrong-password', os: '' } });
      expect(r.json().code).toBe('2001');
    }
  });

  it('per client address: beyond the limit every account is refused with 2003', async () => {
    const limited = await createTestApp({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      const send = (email: string) =>
        limited.request({ method: 'POST', url: '/api/auth/login', payload: { email, user_password: 'whatever-password', os: '' }, remoteAddress: '10.1.2.3' });
      for (let i = 0; i < 3; i++) expect((await send(`a${i}@example.com`)).json().code).toBe('2001');
      const res = await send('fresh@example.com');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('2003');
      // Another address is not affected.
      const other = await limited.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', user_password: 'whatever-password', os: '' }, remoteAddress: '10.9.9.9' });
      expect(other.json().code).toBe('2001');
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in limits shared through Redis', () => {
  it('two API processes on the same Redis count the same attempts', async () => {
    const probe = await testRedis(); // throws when CI=true and Redis is unreachable
    probe?.disconnect();
    if (!probe) return; // No local Redis on this machine: the memory limiter is covered above.

    const one = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379', LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '100000' });
    const { buildApp } = await import('../../app.ts');
    const two = await buildApp({ config: one.config, database: one.database });
    try {
      const m = await createMember(one);
      const attempt = (app: typeof two) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: m.email, user_password: 'wrong-password', os: '' },
          cookies: { 'XSRF-TOKEN': 'x' },
          headers: { 'x-xsrf-token': 'x' },
        });
      const codes = [];
      for (const app of [one.app, two, one.app, two]) codes.push((await attempt(app)).json<{ code: string }>().code);
      expect(codes).toEqual(['2001', '2001', '2001', '2002']);
    } finally {
      await two.close();
      await one.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the auth and my calls with the bearer scheme', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/my/user'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('POST /api/auth/alogin', () => {
  it('gives an admin a new session; refuses a member with 0906; both attempts are audited', async () => {
    const admin = await createMember(t, { role: 'admin' });
    const adminTokens = await memberLogin(t, admin);
    const res = await t.request({ method: 'POST', url: '/api/auth/alogin', headers: bearer(adminTokens), payload: { os: 'Admin PC' } });
    expect(res.json().code).toBe('0000');
    expect(code(await incheck(res.json().data))).toBe('0000');

    const member = await createMember(t);
    const memberTokens = await login(t, member);
    const refused = await t.request({ method: 'POST', url: '/api/auth/alogin', headers: bearer(memberTokens), payload: { os: 'Home PC' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: '0906', message: '운영자와 강사만 로그인할 수 있습니다.', data: null });
    expect(code(await t.request({ method: 'POST', url: '/api/auth/alogin', payload: { os: '' } }))).toBe('0907');

    const { rows } = await t.database.pool.query<{ member_id: string; allowed: boolean; os: string }>('select member_id, allowed, os from admin_audit order by id');
    expect(rows.map((r) => [Number(r.member_id), r.allowed, r.os])).toEqual([
      [admin.id, true, 'Admin PC'],
      [member.id, false, 'Home PC'],
    ]);
  });
});

describe('the console takes only a console session (issue 35)', () => {
  it('refuses a staff or admin sign-in token on /api/admin with 0909, takes the alogin session, and records it', async () => {
    const admin = await createMember(t, { role: 'admin' });
    const signIn = await memberLogin(t, admin);
    const before = await t.database.pool.query('select count(*)::int as n from admin_audit where member_id = $1', [admin.id]);
    const refused = await t.request({ method: 'GET', url: '/api/admin/members', headers: bearer(signIn) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: '0909', message: '관리 콘솔은 운영자 로그인으로만 사용할 수 있습니다. 운영자 로그인을 다시 해 주세요.', data: null });
    // Nothing in the console ran, not even for a change.
    const change = await t.request({ method: 'POST', url: `/api/admin/members/${admin.id}/role`, headers: bearer(signIn), payload: { role: 'member', reason: '권한 확인' } });
    expect(code(change)).toBe('0909');

    const console = await consoleLogin(t, signIn, 'Admin PC');
    expect(code(await t.request({ method: 'GET', url: '/api/admin/members', headers: bearer(console) }))).toBe('0000');
    const after = await t.database.pool.query('select count(*)::int as n from admin_audit where member_id = $1 and allowed', [admin.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    // The member's own devices stay: the console is counted apart.
    const second = await memberLogin(t, admin, 'Phone');
    expect(code(await incheck(signIn))).toBe('0000');
    expect(code(await incheck(second))).toBe('0000');
    expect(code(await incheck(console))).toBe('0000');
  });

  it('ends at its own lifetime: refreshing does not stretch it, and past it the refresh answers 0903', async () => {
    const staff = await createMember(t, { role: 'staff' });
    const console = await login(t, staff);
    const life = async () =>
      (await t.database.pool.query<{ s: number }>(`select extract(epoch from refresh_expires_at - created_at)::int as s from sessions where member_id = $1 and kind = 'console'`, [staff.id])).rows[0]!.s;
    expect(await life()).toBe(4 * 3600);
    const refreshed = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { ...console, os: 'Admin PC' } });
    expect(code(refreshed)).toBe('0000');
    expect(await life()).toBe(4 * 3600);
    await t.database.pool.query(`update sessions set refresh_expires_at = now() - interval '1 second' where member_id = $1 and kind = 'console'`, [staff.id]);
    const late = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { ...refreshed.json().data, os: 'Admin PC' } });
    expect(code(late)).toBe('0903');
  });
});
