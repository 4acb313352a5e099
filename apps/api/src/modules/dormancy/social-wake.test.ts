import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastCode } from '../../test/accounts.ts';
import { DORMANCY_KEY, dormancyJob } from '../../test/dormancy.ts';
import { startFakeOAuth, type FakeOAuth } from '../../test/fake-oauth.ts';
import { socialFlow } from '../../test/social.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth();
  t = await createTestApp({ ...fake.env, IDENTITY_ENCRYPTION_KEY: DORMANCY_KEY, LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
const { newAccount, signInAt, ologin, completeSignup } = socialFlow(() => t, () => fake);
const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });

describe('a sleeping account signed into with its social account', () => {
  it('is woken by the SMS code to its phone, like a password sign-in, and the person is signed in', async () => {
    const account = newAccount('google');
    const first = await signInAt('google', account);
    const required = (await ologin(first.result.client_id!, 'google', first.bind)).json();
    const signedUp = (await completeSignup('google', required.data.signup_token, account.email!)).json();
    expect(signedUp.code).toBe('0000');
    const hpno = (await t.database.pool.query<{ hpno: string }>('select hpno from members where email = $1', [account.email])).rows[0]!.hpno;

    // A year without a visit: the notice, then the separation a month later.
    await dormancyJob(t.database, 366).run();
    await dormancyJob(t.database, 397).run();
    const status = await t.database.pool.query<{ status: string }>(`select status from members m join member_identities i on i.member_id = m.id where i.provider_cd = 'google' and i.subject = $1`, [account.sub]);
    expect(status.rows[0]!.status).toBe('dormant');

    const back = await signInAt('google', account);
    const asleep = await ologin(back.result.client_id!, 'google', back.bind);
    expect(asleep.statusCode).toBe(403);
    const body = asleep.json();
    expect(body.code).toBe('2080');
    const token = body.data.dormant_token as string;

    expect((await post('/api/auth/dormant/code', { dormant_token: token })).json().code).toBe('0000');
    const restored = (await post('/api/auth/dormant/restore', { dormant_token: token, auth_no: await lastCode(t, hpno), os: 'Test OS' })).json();
    expect(restored.code).toBe('0000');
    const me = await t.request({ method: 'GET', url: '/api/my/simpleUser', headers: bearer(restored.data.accessToken) });
    expect(me.json().data).toMatchObject({ email: account.email, provider_cd: 'google' });

    // Awake again: the social sign-in signs in at once.
    const again = await signInAt('google', account);
    expect((await ologin(again.result.client_id!, 'google', again.bind)).json().code).toBe('0000');
  });
});
