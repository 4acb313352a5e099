import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, retainedRecords } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

async function member(): Promise<Tokens> {
  return login(t, await createMember(t));
}

let personSerial = 0;
const newPerson = () => ({ name: '김인증', birth: '1991-02-03', gender: 'M', hpno: `0107${String(Date.now() % 10000).padStart(4, '0')}${String(personSerial++).padStart(4, '0')}`.slice(0, 11) });

/** Start → the sandbox window → the token the window hands back to the page. */
async function tokenFor(tokens: Tokens, person: Record<string, string>, extra: Record<string, string> = {}) {
  const req = await t.request({ method: 'POST', url: '/api/comm/my/iden/request', headers: bearer(tokens), payload: { returnUrl: '/my/info' } });
  expect(req.json()).toMatchObject({ code: '0000', data: { provider: 'sandbox', request_info: '', expires_in: 600 } });
  const windowUrl = req.json().data.window_url as string;
  const page = await t.request({ method: 'GET', url: windowUrl });
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('본인인증 (샌드박스)');
  const tx = new URL(windowUrl, 'http://x').searchParams.get('tx')!;
  const done = await t.request({ method: 'GET', url: `/api/dev/iden/complete?${new URLSearchParams({ tx, return: '/my/info', ...person, ...extra }).toString()}` });
  expect(done.statusCode).toBe(303);
  const location = String(done.headers.location);
  expect(location.startsWith('/my/info#encryptMOKKeyToken=')).toBe(true);
  return new URLSearchParams(location.split('#')[1]).get('encryptMOKKeyToken')!;
}

const submit = (tokens: Tokens, token: string) =>
  t.request({ method: 'POST', url: '/api/comm/my/iden', headers: bearer(tokens), payload: { encryptMOKKeyToken: token } });
const check = (tokens: Tokens) => t.request({ method: 'GET', url: '/api/my/iden/check', headers: bearer(tokens) });

describe('identity verification (sandbox mobileOK)', () => {
  it('verifies through the window and token; the check shows verified and when, never CI/DI', async () => {
    const me = await member();
    expect((await check(me)).json()).toEqual({ code: '0000', message: '성공', data: { verified: false, verified_at: null, provider: null } });
    const person = newPerson();
    const res = await submit(me, await tokenFor(me, person));
    expect(res.json()).toMatchObject({
      code: '0000',
      message: '본인인증을 완료했습니다.',
      data: { verified: true, user_name: '김인증', birth: '1991-02-03', gender: 'M', verified_at: expect.any(String) },
    });
    const state = (await check(me)).json();
    expect(state.data).toEqual({ verified: true, verified_at: expect.any(String), provider: 'sandbox' });
    // The verified birth date replaces the typed one (members are created with 1990-01-01).
    expect((await t.request({ method: 'GET', url: '/api/my/user', headers: bearer(me) })).json().data.birth).toBe('1991-02-03');
    expect(JSON.stringify(state)).not.toMatch(/ci|di_/i);

    const [row] = await t.database.db.select({ ciEnc: identityVerifications.ciEnc, diEnc: identityVerifications.diEnc, diHmac: identityVerifications.diHmac }).from(identityVerifications);
    expect(row!.ciEnc).toMatch(/^v1\./);
    expect(row!.diEnc).toMatch(/^v1\./);
    expect(row!.diHmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a tampered token (2070) and a replayed one (2071)', async () => {
    const me = await member();
    const token = await tokenFor(me, newPerson());
    // One character in the middle of the sealed result (the last may only carry padding bits).
    const mid = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, mid)}${token[mid] === 'A' ? 'B' : 'A'}${token.slice(mid + 1)}`;
    const bad = await submit(me, tampered);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: '2070', message: '본인인증 결과를 확인할 수 없습니다. 본인인증을 다시 진행해 주세요.' });
    expect((await submit(me, 'not-a-token')).json().code).toBe('2070');
    expect((await submit(me, token)).json().code).toBe('0000');
    expect((await submit(me, token)).json()).toMatchObject({ code: '2071', message: '본인인증 요청이 만료되었거나 이미 사용되었습니다. 본인인증을 다시 진행해 주세요.' });
  });

  it("another member cannot use someone else's token", async () => {
    const a = await member();
    const b = await member();
    const token = await tokenFor(a, newPerson());
    expect((await submit(b, token)).json().code).toBe('2071');
    expect((await check(b)).json().data.verified).toBe(false);
  });

  it('refuses a person already verified on another account (same DI) with 2072; the same member may verify again', async () => {
    const a = await member();
    const b = await member();
    const person = newPerson();
    expect((await submit(a, await tokenFor(a, person))).json().code).toBe('0000');
    const dup = await submit(b, await tokenFor(b, person));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: '2072', message: '이미 다른 계정에서 본인인증을 마친 정보입니다. 한 사람은 하나의 계정만 본인인증할 수 있습니다.' });
    expect((await check(b)).json().data.verified).toBe(false);
    expect((await submit(a, await tokenFor(a, person))).json().code).toBe('0000');
  });

  it('a check the provider failed reads 2074', async () => {
    const me = await member();
    const res = await submit(me, await tokenFor(me, newPerson(), { fail: 'Y' }));
    expect(res.json()).toMatchObject({ code: '2074', message: '본인인증에 실패했습니다. 다시 시도해 주세요.' });
  });

  it('needs sign-in and a bounded, strict body', async () => {
    expect((await t.request({ method: 'GET', url: '/api/my/iden/check' })).json().code).toBe('0907');
    expect((await t.request({ method: 'POST', url: '/api/comm/my/iden', payload: { encryptMOKKeyToken: 'x' } })).json().code).toBe('0907');
    const me = await member();
    expect((await t.request({ method: 'POST', url: '/api/comm/my/iden', headers: bearer(me), payload: { encryptMOKKeyToken: 'x'.repeat(5000) } })).json().code).toBe('1000');
    expect((await t.request({ method: 'POST', url: '/api/comm/my/iden', headers: bearer(me), payload: { encryptMOKKeyToken: 'x', di: 'y' } })).json().code).toBe('1000');
  });

  it('withdrawal keeps the check 6 months in retained_records (still sealed) and frees the DI', async () => {
    const m = await createMember(t);
    const a = await login(t, m);
    const person = newPerson();
    await submit(a, await tokenFor(a, person));
    const out = await t.request({ method: 'DELETE', url: '/api/my/user/withdrawal', headers: bearer(a), payload: { refreshToken: a.refreshToken, user_password: m.password } });
    expect(out.json().code).toBe('0000');
    const [kept] = await t.database.db
      .select({ data: retainedRecords.data, days: retainedRecords.purgeAfter })
      .from(retainedRecords)
      .where(eq(retainedRecords.memberId, m.id))
      .then((rows) => rows.filter((r) => (r.data as { ci_enc?: string }).ci_enc));
    expect((kept!.data as { ci_enc: string }).ci_enc).toMatch(/^v1\./);
    const daysKept = (kept!.days.getTime() - Date.now()) / 86_400_000;
    expect(daysKept).toBeGreaterThan(182);
    expect(daysKept).toBeLessThan(184);
    const b = await member();
    expect((await submit(b, await tokenFor(b, person))).json().code).toBe('0000');
  });
});
