import { authApi, dormancyApi, myApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/client.ts';
import { createMember, lastCode, login, type TestMember } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { DORMANCY_KEY, dormancyJob, runDormancyJob } from '../../test/dormancy.ts';

const DAY = 86_400_000;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_ENCRYPTION_KEY: DORMANCY_KEY });
});
afterAll(() => t.close());

const mails = async (to: string) => Number((await t.database.pool.query<{ n: string }>(`select count(*) as n from dev_outbox where channel = 'mail' and recipient = $1`, [to])).rows[0]!.n);
const row = async (id: number) => (await t.database.pool.query<{ status: string; email: string; nickname: string | null; hpno: string | null }>('select status, email, nickname, hpno from members where id = $1', [id])).rows[0]!;
const signIn = (m: { email: string; password: string }) => call<{ dormant_token?: string }>(t, authApi.login, { payload: { email: m.email, user_password: m.password, os: 'Test OS' } }).then((r) => r.body);

describe('dormant accounts', () => {
  let sleepy: TestMember;
  let fresh: TestMember;
  let regular: TestMember;

  beforeAll(async () => {
    const old = new Date(Date.now() - 340 * DAY);
    sleepy = await createMember(t, { createdAt: old });
    fresh = await createMember(t);
    regular = await createMember(t, { createdAt: old });
    await login(t, regular); // a session used today
  });

  it('mails the notice once at 335 days, even when two processes run the job at the same moment', async () => {
    const other = connect(t.database.url, 2);
    await Promise.all([runDormancyJob(t.database, 0), runDormancyJob(other, 0)]);
    await runDormancyJob(other, 0);
    await other.pool.end();
    expect(await mails(sleepy.email)).toBe(1);
    expect(await mails(fresh.email)).toBe(0);
    expect(await mails(regular.email)).toBe(0);
    const body = (await t.database.pool.query<{ subject: string; body: string }>(`select subject, body from dev_outbox where recipient = $1`, [sleepy.email])).rows[0]!;
    expect(body.subject).toBe('[투자학교] 휴면 계정 전환 예정 안내');
    expect(body.body).toContain('휴면 계정으로 전환될 예정입니다');
  });

  it('separates the personal data only once the notice has run 30 days, sealed apart from the live table', async () => {
    expect(await dormancyJob(t.database, 29).run()).toEqual({ noticed: 0, separated: 0 });
    expect((await row(sleepy.id)).status).toBe('active');

    expect(await dormancyJob(t.database, 31).run()).toEqual({ noticed: 0, separated: 1 });
    const live = await row(sleepy.id);
    expect(live).toEqual({ status: 'dormant', email: `dormant-${sleepy.id}@dormant.invalid`, nickname: null, hpno: null });
    const kept = (await t.database.pool.query<{ profile_sealed: string }>('select profile_sealed from dormant_members where member_id = $1', [sleepy.id])).rows[0]!;
    expect(kept.profile_sealed).not.toContain(sleepy.email);
    expect(kept.profile_sealed).not.toContain(sleepy.hpno);
    // The regular member (signed in today) and the new one stay.
    expect((await row(regular.id)).status).toBe('active');
    expect((await row(fresh.id)).status).toBe('active');
  });

  it('keeps the e-mail from sign-up and names the sleeping account only to whoever knows its password', async () => {
    expect((await call(t, authApi.duplicate, { payload: { type: 'email', value: sleepy.email } })).body.data).toEqual({ type: 'email', duplicated: true });
    const wrong = await signIn({ email: sleepy.email, password: 'not-the-password1' });
    expect(wrong.code).toBe('2001');
    const right = await signIn(sleepy);
    expect(right.code).toBe('2080');
    expect(right.message).toContain('휴면');
    expect(right.data.dormant_token).toMatch(/^[\w-]{20,}$/);
  });

  it('restores the profile after the SMS code to the phone on file, and signs in', async () => {
    const { data } = await signIn(sleepy);
    const token = data.dormant_token!;
    const sent = (await call<{ hpno_masked: string; expires_in: number }>(t, dormancyApi.sendCode, { payload: { dormant_token: token } })).body;
    expect(sent.code).toBe('0000');
    expect(sent.data.hpno_masked).toBe(`${sleepy.hpno.slice(0, 3)}-****-${sleepy.hpno.slice(-4)}`);
    expect((await call(t, dormancyApi.sendCode, { payload: { dormant_token: token } })).body.code).toBe('2084');
    expect((await call(t, dormancyApi.sendCode, { payload: { dormant_token: 'made-up-token-000000000' } })).body.code).toBe('2081');

    const code = await lastCode(t, sleepy.hpno);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: wrongCode } })).body.code).toBe('2082');
    const restored = (await call<{ accessToken: string }>(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: code, os: 'Test OS' } })).body;
    expect(restored.code).toBe('0000');
    // Used once: the same key and code do not restore twice.
    expect((await call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: code } })).body.code).toBe('2081');

    const me = (await call(t, myApi.user, { who: restored.data.accessToken })).body;
    expect(me.data.email).toBe(sleepy.email);
    expect(await row(sleepy.id)).toMatchObject({ status: 'active', email: sleepy.email, hpno: sleepy.hpno });
    expect((await t.database.pool.query('select 1 from dormant_members where member_id = $1', [sleepy.id])).rowCount).toBe(0);
    expect((await signIn(sleepy)).code).toBe('0000');
  });

  it('refuses five wrong codes, then asks for a new one', async () => {
    const m = await createMember(t, { createdAt: new Date(Date.now() - 400 * DAY) });
    await dormancyJob(t.database, 0).run();
    await dormancyJob(t.database, 31).run();
    const token = (await signIn(m)).data.dormant_token!;
    await call(t, dormancyApi.sendCode, { payload: { dormant_token: token } });
    const code = await lastCode(t, m.hpno);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: wrongCode } })).body.code).toBe('2082');
    expect((await call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: code } })).body.code).toBe('2083');
  });

  it('checks 40 parallel wrong codes against the limit of five: five are told "wrong", the rest must ask again', async () => {
    const m = await createMember(t, { createdAt: new Date(Date.now() - 400 * DAY) });
    await dormancyJob(t.database, 0).run();
    await dormancyJob(t.database, 31).run();
    const token = (await signIn(m)).data.dormant_token!;
    await call(t, dormancyApi.sendCode, { payload: { dormant_token: token } });
    const code = await lastCode(t, m.hpno);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((auth_no) => call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no } }).then((r) => r.body)));
    const tally = answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }), {});
    expect(tally).toEqual({ '2082': 5, '2083': 35 });
    expect((await call(t, dormancyApi.restore, { payload: { dormant_token: token, auth_no: code } })).body.code).toBe('2083');
  });
});
