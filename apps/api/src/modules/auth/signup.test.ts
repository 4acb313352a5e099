import { koreanDay } from '@school/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, members } from '../../db/schema/index.ts';
import { bearer, createMember, lastCode, lastMessage, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ageOn } from './auth.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

let phoneSerial = 0;
const newPhone = () => `0109${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSerial++ % 10000).padStart(4, '0')}`.slice(0, 11);
// Each test sends from its own address so the per-address SMS cap does not leak between tests.
let ipSerial = 0;
const newIp = () => `10.0.${Math.floor(ipSerial / 250)}.${(ipSerial++ % 250) + 1}`;

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.request({ method: 'POST', url, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });

async function certify(hpno: string, page = 'signUp', ip = newIp()) {
  const res = await post('/api/auth/certification', { hpno, page }, ip);
  expect(res.json()).toMatchObject({ code: '0000', data: { expires_in: 180, resend_after: 60 } });
  return lastCode(t, hpno);
}

function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = koreanDay().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

let userSerial = 0;
function form(hpno: string, auth_no: string, extra: Record<string, unknown> = {}) {
  const n = `${Date.now() % 100000}${userSerial++}`;
  return {
    email: `new${n}@example.com`,
    user_password: 'correct horse battery staple',
    user_name: '김투자',
    nickname: `투자${n}`.slice(0, 20),
    hpno,
    auth_no,
    birth: '1995-05-05',
    gender: 'F',
    agree_terms: 'Y',
    agree_privacy: 'Y',
    is_market: 'Y',
    os: 'macOS / Safari',
    ...extra,
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the member after SMS verification and signs in', async () => {
    const hpno = newPhone();
    const code = await certify(`${hpno.slice(0, 3)}-${hpno.slice(3, 7)}-${hpno.slice(7)}`);
    const body = form(hpno, code);
    const res = await post('/api/auth/signup', body);
    expect(res.json()).toMatchObject({ code: '0000' });
    const tokens = res.json().data;
    expect((await t.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) })).json().code).toBe('0000');
    await expect(login(t, { email: body.email, password: body.user_password })).resolves.toBeDefined();

    const [row] = await t.database.db
      .select({ referralCode: members.referralCode, isMarket: members.isMarket, passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.email, body.email));
    expect(row!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(row!.isMarket).toBe('Y');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    // The number is used up.
    const again = await post('/api/auth/signup', { ...form(hpno, code) });
    expect(again.json().code).toMatch(/^(2012|2020)$/);
  });

  it('refuses a wrong number with the tries left, then locks after five tries', async () => {
    const hpno = newPhone();
    const code = await certify(hpno);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/signup', form(hpno, wrong));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: '2022', message: '인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)' });
    for (let i = 0; i < 3; i++) await post('/api/auth/signup', form(hpno, wrong));
    const fifth = await post('/api/auth/signup', form(hpno, wrong));
    expect(fifth.json().code).toBe('2023');
    // Even the right number no longer works.
    expect((await post('/api/auth/signup', form(hpno, code))).json().code).toBe('2023');
  });

  it('refuses an expired number (valid 3 minutes)', async () => {
    const hpno = newPhone();
    const code = await certify(hpno);
    await t.database.db.update(certifications).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(certifications.hpno, hpno));
    const res = await post('/api/auth/signup', form(hpno, code));
    expect(res.json()).toMatchObject({ code: '2021', message: '인증번호 입력 시간이 지났습니다. 인증번호를 다시 요청해 주세요.' });
  });

  it('treats empty optional fields ("" from a form) as absent', async () => {
    const hpno = newPhone();
    const sent = await post('/api/auth/certification', { hpno, page: 'signUp', email: '' }, newIp());
    expect(sent.json().code).toBe('0000');
    const code = await lastCode(t, hpno);
    const res = await post('/api/auth/signup', form(hpno, code, { referral_code: '', guardian_name: '', guardian_hpno: '', guardian_auth_no: '' }));
    expect(res.json().code).toBe('0000');
  });

  it('without a requested number → 2020', async () => {
    expect((await post('/api/auth/signup', form(newPhone(), '123456'))).json().code).toBe('2020');
  });

  it('refuses common passwords, short ones, and accepts long ones (up to 128)', async () => {
    const hpno = newPhone();
    const code = await certify(hpno);
    const common = await post('/api/auth/signup', form(hpno, code, { user_password: 'password1234' }));
    expect(common.json()).toMatchObject({ code: '2013', message: '너무 흔하게 쓰이는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.' });
    expect((await post('/api/auth/signup', form(hpno, code, { user_password: 'qwer1234' }))).json().code).toBe('2013');
    const short = await post('/api/auth/signup', form(hpno, code, { user_password: 'short' }));
    expect(short.json()).toMatchObject({ code: '1000', data: { fields: [{ field: 'body.user_password', message: '비밀번호는 8자 이상이어야 합니다.' }] } });
    expect((await post('/api/auth/signup', form(hpno, code, { user_password: 'x'.repeat(129) }))).json().code).toBe('1000');
    // The refusals above did not spend the number.
    const long = await post('/api/auth/signup', form(hpno, code, { user_password: '가나다라 long passphrase '.repeat(5).slice(0, 100) }));
    expect(long.json().code).toBe('0000');
  });

  it('requires the terms, a real birth date and the spec fields only', async () => {
    const hpno = newPhone();
    const code = await certify(hpno);
    expect((await post('/api/auth/signup', form(hpno, code, { agree_terms: 'N' }))).json().code).toBe('1000');
    expect((await post('/api/auth/signup', form(hpno, code, { birth: '2001-02-30' }))).json().code).toBe('1000');
    expect((await post('/api/auth/signup', form(hpno, code, { birth: '2999-01-01' }))).json().code).toBe('1000');
    expect((await post('/api/auth/signup', form(hpno, code, { role: 'admin' }))).json().code).toBe('1000');
  });

  it('refuses a taken e-mail and nickname with their own messages', async () => {
    const existing = await createMember(t);
    const hpno = newPhone();
    const code = await certify(hpno);
    const email = await post('/api/auth/signup', form(hpno, code, { email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: '2010', message: '이미 가입된 이메일입니다.' });
    const [row] = await t.database.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, existing.id));
    expect((await post('/api/auth/signup', form(hpno, code, { nickname: row!.nickname }))).json().code).toBe('2011');
  });

  describe('under 14 (by birth date in Korea)', () => {
    it('needs a guardian verified by SMS', async () => {
      const hpno = newPhone();
      const code = await certify(hpno);
      const birth = yearsAgo(14, -1); // turns 14 tomorrow
      expect(ageOn(birth, koreanDay())).toBe(13);
      const missing = await post('/api/auth/signup', form(hpno, code, { birth }));
      expect(missing.json()).toMatchObject({ code: '2030', message: '만 14세 미만은 법정대리인(보호자)의 휴대폰 인증이 필요합니다.' });

      const guardian = newPhone();
      const wrongGuardian = await post('/api/auth/signup', form(hpno, code, { birth, guardian_name: '김보호', guardian_hpno: guardian, guardian_auth_no: '123456' }));
      expect(wrongGuardian.json().code).toBe('2020');

      // A number sent for sign-up does not count as a guardian's.
      const guardianCode = await certify(guardian, 'guardian');
      const ok = await post('/api/auth/signup', form(hpno, code, { birth, guardian_name: '김보호', guardian_hpno: guardian, guardian_auth_no: guardianCode }));
      expect(ok.json().code).toBe('0000');
      const { rows } = await t.database.pool.query('select guardian_name, guardian_hpno, guardian_verified_at from members where hpno = $1', [hpno]);
      expect(rows[0]).toMatchObject({ guardian_name: '김보호', guardian_hpno: guardian });
      expect(rows[0].guardian_verified_at).not.toBeNull();
    });

    it('refuses the child’s own phone as the guardian’s', async () => {
      const hpno = newPhone();
      const code = await certify(hpno);
      const birth = yearsAgo(10);
      await t.database.db.update(certifications).set({ sentAt: sql`now() - interval '61 seconds'` }).where(eq(certifications.hpno, hpno));
      const guardianCode = await certify(hpno, 'guardian');
      const res = await post('/api/auth/signup', form(hpno, code, { birth, guardian_name: '김보호', guardian_hpno: hpno.replace(/^(\d{3})(\d{4})/, '$1-$2-'), guardian_auth_no: guardianCode }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '2090', message: '보호자 휴대폰 번호가 가입하는 본인의 번호와 같습니다. 법정대리인(보호자)의 휴대폰 번호를 입력해 주세요.' });
      const { rowCount } = await t.database.pool.query('select 1 from members where hpno = $1', [hpno]);
      expect(rowCount).toBe(0);
    });

    it('someone who is 14 today needs no guardian', async () => {
      const hpno = newPhone();
      const code = await certify(hpno);
      expect((await post('/api/auth/signup', form(hpno, code, { birth: yearsAgo(14) }))).json().code).toBe('0000');
    });
  });

  it('records who referred the member; an unknown code is refused', async () => {
    const referrer = await createMember(t);
    const [ref] = await t.database.db.select({ code: members.referralCode }).from(members).where(eq(members.id, referrer.id));
    const hpno = newPhone();
    const code = await certify(hpno);
    expect((await post('/api/auth/signup', form(hpno, code, { referral_code: 'NOSUCHCODE' }))).json().code).toBe('2031');
    const ok = await post('/api/auth/signup', form(hpno, code, { referral_code: ref!.code!.toLowerCase() }));
    expect(ok.json().code).toBe('0000');
    const { rows } = await t.database.pool.query('select referred_by from members where hpno = $1', [hpno]);
    expect(Number(rows[0].referred_by)).toBe(referrer.id);
  });
});

describe('POST /api/auth/certification', () => {
  it('sends a 6-digit number by SMS (sandbox outbox) and throttles a resend for 60 seconds', async () => {
    const hpno = newPhone();
    await certify(hpno);
    expect(await lastMessage(t, hpno)).toMatch(/^\[투자학교\] 인증번호 \[\d{6}\]를 3분 안에 입력해 주세요\.$/);
    const again = await post('/api/auth/certification', { hpno }, newIp());
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('2024');
    expect(again.json().message).toMatch(/^인증번호는 \d+초 후에 다시 요청할 수 있습니다\.$/);

    await t.database.db.update(certifications).set({ sentAt: sql`now() - interval '61 seconds'` }).where(eq(certifications.hpno, hpno));
    const first = await lastCode(t, hpno);
    const second = await certify(hpno);
    // Only the newest number counts.
    if (first !== second) expect((await post('/api/auth/signup', form(hpno, first))).json().code).toBe('2022');
    expect((await post('/api/auth/signup', form(hpno, second))).json().code).toBe('0000');
  });

  it('stores only a hash of the number', async () => {
    const hpno = newPhone();
    const code = await certify(hpno);
    const { rows } = await t.database.pool.query('select * from certifications where hpno = $1', [hpno]);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a taken phone as any other and tells only the phone, by SMS; refuses bad phone numbers', async () => {
    const m = await createMember(t);
    const free = newPhone();
    const takenAnswer = await post('/api/auth/certification', { hpno: m.hpno, email: m.email }, newIp());
    const freeAnswer = await post('/api/auth/certification', { hpno: free, email: m.email }, newIp());
    expect(takenAnswer.statusCode).toBe(200);
    expect(takenAnswer.json()).toEqual(freeAnswer.json());
    expect(await lastMessage(t, m.hpno)).toMatch(/^\[투자학교\] 이 휴대폰 번호로 이미 가입된 계정이 있어 인증번호를 보내지 않았습니다\./);
    expect(await lastMessage(t, m.hpno)).not.toMatch(/\d{6}/);
    // The resend wait reads the same too.
    expect((await post('/api/auth/certification', { hpno: m.hpno }, newIp())).json().code).toBe('2024');
    expect((await post('/api/auth/certification', { hpno: free }, newIp())).json().code).toBe('2024');
    expect((await post('/api/auth/certification', { hpno: '0212345678' }, newIp())).json().code).toBe('1000');
    expect((await post('/api/auth/certification', { hpno: newPhone(), page: 'other' }, newIp())).json().code).toBe('1000');
  });

  it('60 look-ups in a row from one address learn nothing: no 2012 or 2010, and the cap comes first', async () => {
    const ip = newIp();
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember(t)));
    const phones = members.flatMap((m, i) => [m.hpno, `0108${String(Date.now() % 10000).padStart(4, '0')}${String(i).padStart(3, '0')}`]);
    const answers: string[] = [];
    for (const hpno of phones) answers.push((await post('/api/auth/certification', { hpno, email: members[0]!.email }, ip)).json().code);
    expect(answers).toEqual([...Array<string>(20).fill('0000'), ...Array<string>(40).fill('2025')]);
  });

  it('caps numbers per client address', async () => {
    const ip = newIp();
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await post('/api/auth/certification', { hpno: newPhone() }, ip)).json().code);
    expect(codes.slice(0, 20).every((c) => c === '0000')).toBe(true);
    expect(codes[20]).toBe('2025');
  });
});

describe('POST /api/auth/dup and GET /api/auth/referral/{code}', () => {
  it('tells whether an e-mail, nickname or phone is taken', async () => {
    const m = await createMember(t);
    const [row] = await t.database.db.select({ nickname: members.nickname, code: members.referralCode }).from(members).where(eq(members.id, m.id));
    const dup = async (type: string, value: string) => (await post('/api/auth/dup', { type, value })).json<{ code: string; data: { duplicated: boolean; fields: { field: string }[] } }>();
    expect(await dup('email', m.email.toUpperCase())).toEqual({ code: '0000', message: '성공', data: { type: 'email', duplicated: true } });
    expect((await dup('email', 'free@example.com')).data.duplicated).toBe(false);
    expect((await dup('nickname', row!.nickname!)).data.duplicated).toBe(true);
    // A phone number is looked up only with its sign-up certification (abuse-limits.test.ts has the full flow).
    expect((await dup('hpno', `${m.hpno.slice(0, 3)}-${m.hpno.slice(3, 7)}-${m.hpno.slice(7)}`)).code).toBe('2020');
    const bad = await dup('email', 'not-an-email');
    expect(bad.code).toBe('1000');
    expect(bad.data.fields[0]!.field).toBe('body.value');
    expect((await dup('id', 'x')).code).toBe('1000');

    const ref = await t.request({ method: 'GET', url: `/api/auth/referral/${row!.code!.toLowerCase()}` });
    expect(ref.json()).toEqual({ code: '0000', message: '성공', data: { code: row!.code, exists: true } });
    const none = await t.request({ method: 'GET', url: '/api/auth/referral/ZZZZ9999' });
    expect(none.json().data.exists).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/auth/referral/${'A'.repeat(21)}` })).json().code).toBe('1000');
  });
});

describe('password reset by mail', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    const res = await post('/api/auth/findPassword', { email: m.email });
    expect(res.json()).toMatchObject({ code: '0000', message: '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해 주세요.' });
    const mail = await lastMessage(t, m.email);
    const link = /(http\S+\/password\/reset\?token=(\S+))/.exec(mail);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![2]!);

    const reset = await post('/api/auth/resetPassword', { token, new_password: 'a brand new passphrase' });
    expect(reset.json().code).toBe('0000');
    expect((await t.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) })).json().code).toBe('0904');
    await expect(login(t, { email: m.email, password: m.password })).rejects.toThrow(/2001/);
    await expect(login(t, { email: m.email, password: 'a brand new passphrase' })).resolves.toBeDefined();

    const reuse = await post('/api/auth/resetPassword', { token, new_password: 'another new passphrase' });
    expect(reuse.json()).toMatchObject({ code: '2040' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post('/api/auth/findPassword', { email: 'ghost@example.com' });
    expect(res.json().code).toBe('0000');
    const box = await t.request({ method: 'GET', url: '/api/dev/outbox?to=ghost@example.com' });
    expect(box.json().data.messages).toEqual([]);
  });

  it('an expired link is refused', async () => {
    const m = await createMember(t);
    await post('/api/auth/findPassword', { email: m.email });
    const token = decodeURIComponent(/token=(\S+)/.exec(await lastMessage(t, m.email))![1]!);
    await t.database.pool.query("update password_resets set expires_at = now() - interval '1 second' where member_id = $1", [m.id]);
    expect((await post('/api/auth/resetPassword', { token, new_password: 'a brand new passphrase' })).json().code).toBe('2040');
  });

  it('limits requests per e-mail', async () => {
    const m = await createMember(t);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await post('/api/auth/findPassword', { email: m.email }, newIp())).json().code);
    expect(results).toEqual(['0000', '0000', '0000', '2041']);
  });
});

describe('ageOn', () => {
  it('counts full years (만 나이)', () => {
    expect(ageOn('2010-03-01', '2024-02-29')).toBe(13);
    expect(ageOn('2010-03-01', '2024-03-01')).toBe(14);
    expect(ageOn('2008-02-29', '2022-02-28')).toBe(13);
  });
});

describe('races', () => {
  it('parallel certification requests for one phone send one number', async () => {
    const hpno = newPhone();
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/auth/certification', { hpno }, newIp())));
    expect(results.map((r) => r.json<{ code: string }>().code).sort()).toEqual(['0000', '2024', '2024', '2024', '2024']);
    const box = await t.request({ method: 'GET', url: `/api/dev/outbox?to=${hpno}` });
    expect(box.json<{ data: { messages: unknown[] } }>().data.messages).toHaveLength(1);
  });

  it('parallel sign-ins: every caller gets a working session when at most two run at once', async () => {
    const m = await createMember(t);
    const [a, b] = await Promise.all([login(t, m, 'A'), login(t, m, 'B')]);
    for (const tokens of [a, b]) {
      expect((await t.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(tokens) })).json<{ code: string }>().code).toBe('0000');
    }
  });
});
