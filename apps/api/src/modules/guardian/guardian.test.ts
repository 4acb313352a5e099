import { authApi, guardianApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKey, Sealer } from '../../lib/sealer.ts';
import { createMember, lastCode, type TestMember } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const KEY = 'b2'.repeat(32);
let t: TestContext;
const yearsAgo = (n: number) => `${new Date().getFullYear() - n}-01-01`;
const guardianPhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_ENCRYPTION_KEY: KEY });
});
afterAll(() => t.close());

/** The guardian's key, in the header the guardian page sends it in. */
const guardian = (token: string) => ({ 'x-guardian-token': token });

async function child(age: number) {
  const phone = guardianPhone();
  const m = await createMember(t, { birth: yearsAgo(age), guardianName: '김보호', guardianHpno: phone, guardianVerifiedAt: new Date() });
  return { ...m, guardianHpno: phone };
}

async function verify(m: TestMember & { guardianHpno: string }, email = m.email, send = true) {
  if (send) expect((await call(t, authApi.certification, { payload: { hpno: m.guardianHpno, page: 'parental' } })).body.code).toBe('0000');
  return call<{ guardian_token: string; expires_in: number }>(t, guardianApi.verify, { payload: { email, guardian_hpno: m.guardianHpno, auth_no: await lastCode(t, m.guardianHpno) } }).then((r) => r.body);
}

describe('guardian access to an under-14 member', () => {
  it("needs the child's e-mail together with the guardian phone recorded at sign-up", async () => {
    const kid = await child(10);
    const other = await child(10);
    const refused = await verify(kid, other.email);
    expect(refused.code).toBe('2032');
    expect(refused.message).toContain('만 14세 미만 회원이 없습니다');
    const ok = await verify(kid, kid.email, false);
    expect(ok.code).toBe('0000');
    expect(ok.data.expires_in).toBe(1800);
  });

  it('shows the data, corrects name, nickname and marketing, and reads back the correction', async () => {
    const kid = await child(12);
    const token = (await verify(kid)).data.guardian_token;
    const seen = (await call<{ email: string; guardian_name: string; hpno: string; orders: unknown[]; learning: unknown[] }>(t, guardianApi.child, { headers: guardian(token) })).body;
    expect(seen.code).toBe('0000');
    expect(seen.data).toMatchObject({ email: kid.email, guardian_name: '김보호', orders: [], learning: [] });
    expect(seen.data.hpno).toMatch(/^010-\*\*\*\*-\d{4}$/);

    const nickname = `k${Date.now() % 1e8}`;
    const fixed = (await call<{ user_name: string; nickname: string; is_market: string; market_changed_at: string | null }>(t, guardianApi.correct, { headers: guardian(token), payload: { user_name: '김학생', nickname, is_market: 'Y' } })).body;
    expect(fixed.code).toBe('0000');
    expect(fixed.data).toMatchObject({ user_name: '김학생', nickname, is_market: 'Y' });
    expect(fixed.data.market_changed_at).not.toBeNull();

    const taken = await createMember(t);
    const clash = (await call(t, guardianApi.correct, { headers: guardian(token), payload: { nickname: (await t.database.pool.query<{ nickname: string }>('select nickname from members where id = $1', [taken.id])).rows[0]!.nickname } })).body;
    expect(clash.code).toBe('2011');
    expect((await call(t, guardianApi.correct, { headers: guardian(token), payload: {} })).body.code).toBe('1000');
  });

  it('refuses a key that is altered or past its 30 minutes, and a child who has turned 14', async () => {
    const kid = await child(9);
    const token = (await verify(kid)).data.guardian_token;
    expect((await call(t, guardianApi.child, { headers: guardian(`${token.slice(0, -4)}AAAA`) })).body.code).toBe('2034');
    expect((await call(t, guardianApi.child)).body.code).toBe('1000');
    const old = new Sealer(parseKey(KEY), 'guardian-access').seal(JSON.stringify({ member_id: kid.id, guardian_hpno: kid.guardianHpno, exp: Date.now() - 1000 }));
    expect((await call(t, guardianApi.child, { headers: guardian(old) })).body.code).toBe('2034');

    const teen = await child(15);
    expect((await verify(teen)).code).toBe('2033');
  });

  it("withdraws the child's account: the key stops working and the child cannot sign in", async () => {
    const kid = await child(11);
    const token = (await verify(kid)).data.guardian_token;
    expect((await call(t, guardianApi.withdraw, { headers: guardian(token) })).body.code).toBe('0000');
    expect((await call(t, guardianApi.child, { headers: guardian(token) })).body.code).toBe('2034');
    const signIn = (await call(t, authApi.login, { payload: { email: kid.email, user_password: kid.password, os: 'Test' } })).body;
    expect(signIn.code).toBe('2001');
  });
});
