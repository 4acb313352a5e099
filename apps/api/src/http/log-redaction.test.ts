import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, type TestMember, type Tokens } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let lines = '';
let member: TestMember;
let tokens: Tokens;
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  // debug: ordinary requests' access lines are logged at debug (http/request-log.ts), and must be clean too.
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: capture });
  member = await createMember(t, { hpno: '01098765432', birth: '1987-06-05' });
  tokens = await login(t, member);
  // A database that refuses these writes: the statements fail with their bound parameters.
  await t.database.pool.query(`alter table members add constraint log_test_name check (user_name not like 'SECRET%')`);
});
afterAll(() => t.close());

describe('logs never carry personal data, secrets or bound parameters', () => {
  it('a failing statement logs its error without the values it was given', async () => {
    const name = await t.request({ method: 'PUT', url: '/api/my/user/name', headers: bearer(tokens), payload: { user_name: 'SECRET홍길동' } });
    expect(name.statusCode).toBe(500);
    await t.database.pool.query(`alter table members add constraint log_test_hash check (length(password_hash) < 10) not valid`);
    const pw = await t.request({
      method: 'PUT',
      url: '/api/my/user/password',
      headers: bearer(tokens),
      payload: { user_password: member.password, new_password: 'brand-new-Passw0rd!' },
    });
    expect(pw.statusCode).toBe(500);
    expect(lines).toContain('unhandled error');
    // The error is still there to diagnose: its database code and constraint.
    expect(lines).toContain('log_test_name');
    expect(lines).toContain('log_test_hash');
    for (const secret of ['SECRET홍길동', '$argon2', member.email, member.password, 'brand-new-Passw0rd!', '01098765432', '1987-06-05', tokens.accessToken]) {
      expect(lines).not.toContain(secret);
    }
  });

  it('access logs leave out reset tokens, OAuth codes and phone numbers in URLs', async () => {
    await t.request({ method: 'GET', url: '/api/auth/oauth/naver/callback?code=OAUTHCODE123456&state=STATEVALUE123456' });
    await t.request({ method: 'GET', url: '/password/reset?token=RESETTOKEN123456' });
    await t.request({ method: 'GET', url: '/api/dev/outbox?to=01055556666' });
    expect(lines).toContain('/api/auth/oauth/naver/callback');
    for (const secret of ['OAUTHCODE123456', 'STATEVALUE123456', 'RESETTOKEN123456', '01055556666']) expect(lines).not.toContain(secret);
  });
});
