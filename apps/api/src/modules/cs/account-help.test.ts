import { koreanMoment } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftEndedSuspensions } from '../../db/suspensions.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 33 item 13: a suspended member is told why and until when, and can ask without signing in (decision 087). */

let t: TestContext;
let staff: Tokens;
type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
const send = async <T = Record<string, unknown>>(who: Tokens | null, method: 'GET' | 'POST', url: string, payload?: object, ip?: string) => {
  const res = await t.request({ method, url, headers: who ? { authorization: `Bearer ${who.accessToken}` } : {}, ...(payload ? { payload } : {}), ...(ip ? { remoteAddress: ip } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};

beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '1000' });
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());

describe('a suspended member', () => {
  it('mid-session and at sign-in reads the reason and the end date; nobody else does', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const done = await send(staff, 'POST', `/api/admin/members/${m.id}/status`, { status: 'suspended', reason: '스팸 신고 3건 확인', member_notice: '다른 회원에게 광고 댓글을 반복해 남겼습니다.', until });
    expect(done.body.code).toBe('0000');

    const expected = { status: 'suspended', reason: '다른 회원에게 광고 댓글을 반복해 남겼습니다.', until: koreanMoment(until, '23:59:59.999').toISOString() };
    const midSession = await send(tokens, 'GET', '/api/my/simpleUser');
    expect(midSession.status).toBe(401);
    expect(midSession.body).toMatchObject({ code: '0905', data: expected });

    // After the access token ran out: the refresh, proven by the refresh token, says the same.
    const refresh = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { ...tokens, os: 'test' } });
    expect(refresh.json()).toMatchObject({ code: '0905', data: expected });

    const signIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: 'test' } });
    expect(signIn.json()).toMatchObject({ code: '0905', data: expected });
    // Without the password nothing about the account is told, not even that it exists.
    const guess = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: 'wrong-password-1', os: 'test' } });
    expect(guess.json()).toMatchObject({ code: '2001', data: null });
  });

  it('is active again once the end date has passed', async () => {
    const m = await createMember(t);
    const until = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await send(staff, 'POST', `/api/admin/members/${m.id}/status`, { status: 'suspended', reason: '확인', member_notice: '확인 중입니다.', until });
    expect(await t.database.db.transaction((tx) => liftEndedSuspensions(tx))).not.toContain(m.id);
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await t.database.db.transaction((tx) => liftEndedSuspensions(tx, later))).toContain(m.id);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: m.email, user_password: m.password, os: 'test' } });
    expect(signIn.json().code).toBe('0000');
  });

  it('the console refuses a suspension without a reason for the member, or ending in the past', async () => {
    const m = await createMember(t);
    const bare = await send(staff, 'POST', `/api/admin/members/${m.id}/status`, { status: 'suspended', reason: '내부 사유' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('회원에게 보여 줄 정지 사유');
    const past = await send(staff, 'POST', `/api/admin/members/${m.id}/status`, { status: 'suspended', reason: '내부 사유', member_notice: '정책 위반', until: '2020-01-01' });
    expect(past.body.code).toBe('8130');
    const row = await t.database.pool.query('select status from members where id = $1', [m.id]);
    expect(row.rows[0].status).toBe('active');
  });
});

describe('the contact form (signed out)', () => {
  const form = { name: '김정지', email: 'asker@example.com', category: 'account', title: '정지 사유 문의', contents: '정지 사유를 더 자세히 알고 싶습니다.' };

  it('is kept as an inquiry staff see with the address to answer', async () => {
    const sent = await send<{ inquiry_sn: number }>(null, 'POST', '/api/cs/contact', form, '10.0.0.1');
    expect(sent.body).toMatchObject({ code: '0000', message: '문의가 접수되었습니다. 답변은 적어 주신 메일로 보내 드립니다.' });
    const open = await send<{ list: { inquiry_sn: number; email: string; nickname: string; title: string }[] }>(staff, 'GET', '/api/admin/site/inquiries');
    expect(open.body.data.list.find((i) => i.inquiry_sn === sent.body.data.inquiry_sn)).toMatchObject({ email: 'asker@example.com', nickname: '김정지 (비회원 문의)', title: '정지 사유 문의' });
  });

  it('refuses bad input in Korean and too many messages (per address)', async () => {
    const bad = await send(null, 'POST', '/api/cs/contact', { ...form, email: 'not-an-email' }, '10.0.0.2');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('이메일');
    for (let i = 0; i < 5; i++) expect((await send(null, 'POST', '/api/cs/contact', { ...form, email: `a${i}@example.com` }, '10.0.0.3')).body.code).toBe('0000');
    const more = await send(null, 'POST', '/api/cs/contact', { ...form, email: 'a9@example.com' }, '10.0.0.3');
    expect(more.status).toBe(429);
    expect(more.body.code).toBe('7070');
  });
});
