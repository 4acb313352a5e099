import { authApi, myApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, retainedRecords } from '../../db/schema/index.ts';
import { createMember, lastCode, lastMessage, login, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const code = (res: { body: { code: string } }) => res.body.code;

describe('GET /api/my/user and /api/my/simpleUser', () => {
  it('shows the member their own data with the phone masked, and their signed-in devices', async () => {
    const m = await createMember(t, { isMarket: 'Y', marketChangedAt: new Date('2026-01-02T03:04:05Z') });
    const phone = await login(t, m, 'Android 14 / Chrome 130');
    const laptop = await login(t, m, 'Windows 11 / Edge 130');
    const res = await call(t, myApi.user, { who: laptop });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({
      email: m.email,
      user_name: '홍길동',
      hpno: `${m.hpno.slice(0, 3)}-****-${m.hpno.slice(-4)}`,
      birth: '1990-01-01',
      gender: 'M',
      is_market: 'Y',
      market_changed_at: '2026-01-02T03:04:05.000Z',
      provider_cd: 'email',
    });
    expect(JSON.stringify(data)).not.toContain(m.hpno);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/);
    expect(data.devices.map((d) => [d.os, d.current])).toEqual([
      ['Windows 11 / Edge 130', true],
      ['Android 14 / Chrome 130', false],
    ]);
    expect(data.devices[0]!.ip).toBe('127.0.0.1');

    const simple = await call(t, myApi.simpleUser, { who: phone });
    expect(simple.body.data).toEqual({ email: m.email, user_name: '홍길동', nickname: expect.any(String), provider_cd: 'email', role: 'member' });
  });

  it('needs a signed-in member (0907)', async () => {
    for (const endpoint of [myApi.user, myApi.simpleUser, myApi.signupBenefit, myApi.withdrawalAvailability]) {
      expect(code(await call(t, endpoint))).toBe('0907');
    }
    expect(code(await call(t, myApi.changeName, { payload: { user_name: '누구' } }))).toBe('0907');
  });
});

describe('changing my info', () => {
  let m: TestMember;
  let tokens: Tokens;
  beforeAll(async () => {
    m = await createMember(t);
    tokens = await login(t, m);
  });

  it('name and marketing consent (with the date of the change in the message)', async () => {
    const name = await call(t, myApi.changeName, { who: tokens, payload: { user_name: '  이름바꿈 ' } });
    expect(name.body).toEqual({ code: '0000', message: '이름을 변경했습니다.', data: { user_name: '이름바꿈' } });
    const market = await call(t, myApi.changeMarket, { who: tokens, payload: { is_market: 'Y' } });
    expect(market.body.data.is_market).toBe('Y');
    expect(market.body.message).toMatch(/^\d{4}-\d{2}-\d{2}에 마케팅 정보 수신에 동의하셨습니다\.$/);
    const off = await call(t, myApi.changeMarket, { who: tokens, payload: { is_market: 'N' } });
    expect(off.body.message).toContain('철회');
    const me = (await call(t, myApi.user, { who: tokens })).body.data;
    expect(me).toMatchObject({ user_name: '이름바꿈', is_market: 'N' });
    expect(me.market_changed_at).toBe(off.body.data.market_changed_at);
    expect(code(await call(t, myApi.changeMarket, { who: tokens, payload: { is_market: 'yes' } }))).toBe('1000');
  });

  it('the e-mail cannot be changed: the field is refused', async () => {
    const res = await call(t, myApi.changeName, { who: tokens, payload: { user_name: '이름', email: 'new@example.com' } });
    expect(res.body.code).toBe('1000');
    expect((await call(t, myApi.user, { who: tokens })).body.data.email).toBe(m.email);
  });

  it('phone number needs a number sent to the new phone', async () => {
    const newPhone = '01055550001';
    expect(code(await call(t, myApi.changeHpno, { who: tokens, payload: { hpno: newPhone, auth_no: '123456' } }))).toBe('2020');
    const sent = await call(t, authApi.certification, { payload: { hpno: newPhone, page: 'hpno' } });
    expect(sent.body.code).toBe('0000');
    const authNo = await lastCode(t, newPhone);
    const res = await call(t, myApi.changeHpno, { who: tokens, payload: { hpno: '010-5555-0001', auth_no: authNo } });
    expect(res.body).toEqual({ code: '0000', message: '휴대폰 번호를 변경했습니다.', data: { hpno: '010-****-0001' } });
    const [row] = await t.database.db.select({ hpno: members.hpno }).from(members).where(eq(members.id, m.id));
    expect(row!.hpno).toBe(newPhone);
  });

  it('a phone number another member has is refused', async () => {
    const other = await createMember(t);
    const res = await call(t, authApi.certification, { payload: { hpno: other.hpno, page: 'hpno' } });
    // The caller is not told; the phone's holder is, and no number is sent that could move it.
    expect(res.body.code).toBe('0000');
    expect(await lastMessage(t, other.hpno)).toContain('이미 다른 계정에 등록되어 있어');
    expect(code(await call(t, myApi.changeHpno, { who: tokens, payload: { hpno: other.hpno, auth_no: '000000' } }))).toMatch(/^(2022|2012)$/);
  });
});

describe('PUT /api/my/user/password', () => {
  it('needs the current password, refuses the same or a common one, and signs out the other devices', async () => {
    const m = await createMember(t);
    const other = await login(t, m, 'Other');
    const mine = await login(t, m, 'Mine');
    expect(code(await call(t, myApi.changePassword, { who: mine, payload: { user_password: 'wrong-password', new_password: 'new passphrase 1' } }))).toBe('2015');
    expect(code(await call(t, myApi.changePassword, { who: mine, payload: { user_password: m.password, new_password: m.password } }))).toBe('2014');
    expect(code(await call(t, myApi.changePassword, { who: mine, payload: { user_password: m.password, new_password: 'iloveyou' } }))).toBe('2013');
    const res = await call(t, myApi.changePassword, { who: mine, payload: { user_password: m.password, new_password: 'new passphrase 1' } });
    expect(res.body.code).toBe('0000');
    expect(code(await call(t, authApi.incheck, { who: mine }))).toBe('0000');
    expect(code(await call(t, authApi.incheck, { who: other }))).toBe('0904');
    await expect(login(t, { email: m.email, password: 'new passphrase 1' })).resolves.toBeDefined();
  });
});

describe('GET /api/my/signup_benefit', () => {
  it('a new member has the welcome benefit recorded, waiting for the coupon system', async () => {
    const hpno = '01066660001';
    await call(t, authApi.certification, { payload: { hpno } });
    const signup = await call(t, authApi.signup, {
      payload: {
        email: 'benefit@example.com',
        user_password: 'benefit passphrase',
        user_name: '혜택',
        nickname: '혜택회원',
        hpno,
        auth_no: await lastCode(t, hpno),
        birth: '2000-01-01',
        gender: 'M',
        agree_terms: 'Y',
        agree_privacy: 'Y',
        is_market: 'N',
        os: 'Linux / Firefox',
      },
    });
    const tokens = signup.body.data;
    const res = await call(t, myApi.signupBenefit, { who: tokens });
    expect(res.body.data.benefits).toEqual([
      {
        kind: 'welcome_coupon',
        title: '신규 가입 환영 쿠폰',
        description: expect.stringContaining('쿠폰함'),
        status: 'granted',
        granted_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
  });
});

describe('withdrawal', () => {
  it('explains what happens; an admin account is blocked', async () => {
    const m = await createMember(t);
    const res = await call(t, myApi.withdrawalAvailability, { who: await login(t, m) });
    expect(res.body.data).toMatchObject({ available: true, reasons: [] });
    expect(res.body.data.notices.join(' ')).toContain('5년');
    // What is lost is listed: passes with their days left and the points (none yet), confirmed by password.
    expect(res.body.data).toMatchObject({ confirm_with: 'password', holdings: { access: [], points: 0 } });
    const granted = await t.database.pool.query(
      `insert into entitlements (member_id, kind, valid_from, valid_until) values ($1, 'pass', now(), now() + interval '29 days 23 hours') returning entitlement_sn`,
      [m.id],
    );
    expect(granted.rowCount).toBe(1);
    await t.database.pool.query(`insert into member_points (member_id, balance) values ($1, 1500)`, [m.id]);
    const tokens = await login(t, m);
    const listed = (await call(t, myApi.withdrawalAvailability, { who: tokens })).body.data.holdings;
    expect(listed).toMatchObject({ points: 1500, access: [{ kind: 'pass', days_left: 30, title: '이용권 (운영자 지급)' }] });
    expect((await call(t, myApi.holdings, { who: tokens })).body.data).toEqual(listed);

    const admin = await createMember(t, { role: 'admin' });
    const adminTokens = await login(t, admin);
    const blocked = await call(t, myApi.withdrawalAvailability, { who: adminTokens });
    expect(blocked.body.data.available).toBe(false);
    expect(blocked.body.data.reasons[0]).toContain('관리자');
    const attempt = await call(t, myApi.withdraw, { who: adminTokens, payload: { refreshToken: adminTokens.refreshToken, user_password: admin.password } });
    expect(attempt.status).toBe(409);
    expect(attempt.body.code).toBe('2050');
  });

  it('keeps the legally required record apart, clears personal data, ends all sessions; the account then gets 0905', async () => {
    const m = await createMember(t);
    const other = await login(t, m, 'Other device');
    const tokens = await login(t, m, 'This device');
    // Someone else's refresh token does not confirm this device.
    expect(code(await call(t, myApi.withdraw, { who: tokens, payload: { refreshToken: other.refreshToken } }))).toBe('0903');

    // A deliberate act: without the password, or with a wrong one, nothing happens (issue 33 item 16).
    const bare = await call(t, myApi.withdraw, { who: tokens, payload: { refreshToken: tokens.refreshToken } });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: '2100', message: '탈퇴하려면 지금 쓰는 비밀번호를 입력해 주세요.' });
    const wrong = await call(t, myApi.withdraw, { who: tokens, payload: { refreshToken: tokens.refreshToken, user_password: 'not-the-password' } });
    expect(wrong.body).toMatchObject({ code: '2015', message: '비밀번호가 올바르지 않습니다.' });
    expect(code(await call(t, myApi.user, { who: tokens }))).toBe('0000');

    const res = await call(t, myApi.withdraw, { who: tokens, payload: { refreshToken: tokens.refreshToken, user_password: m.password } });
    expect(res.body).toMatchObject({ code: '0000', message: '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.' });

    expect(code(await call(t, myApi.user, { who: tokens }))).toBe('0905');
    expect(code(await call(t, authApi.incheck, { who: other }))).toBe('0905');
    const refresh = await call(t, authApi.refresh, { payload: { ...other, os: '' } });
    expect(code(refresh)).toBe('0905');
    await expect(login(t, m)).rejects.toThrow(/2001/);

    const { rows } = await t.database.pool.query('select * from members where id = $1', [m.id]);
    const row = rows[0];
    expect(row).toMatchObject({ status: 'withdrawn', user_name: null, nickname: null, hpno: null, birth: null, password_hash: null });
    expect(row.email).not.toBe(m.email);
    const sessionRows = await t.database.pool.query('select ip, os, ended_at from sessions where member_id = $1', [m.id]);
    expect(sessionRows.rows.every((s) => s.ip === null && s.os === '' && s.ended_at !== null)).toBe(true);

    const kept = await t.database.db
      .select({ kind: retainedRecords.kind, data: retainedRecords.data, years: sql<number>`extract(year from age(${retainedRecords.purgeAfter}, now()))::int` })
      .from(retainedRecords)
      .where(eq(retainedRecords.memberId, m.id))
      .orderBy(retainedRecords.kind);
    expect(kept.map((k) => k.kind)).toEqual(['contract_withdrawal', 'visit_log']);
    expect(kept[0]!.data).toMatchObject({ email: m.email, hpno: m.hpno });
    expect(kept[0]!.years).toBeGreaterThanOrEqual(4);
    expect(kept[1]!.years).toBe(0);

    // The e-mail and phone are free again.
    const dup = await call(t, authApi.duplicate, { payload: { type: 'email', value: m.email } });
    expect(dup.body.data.duplicated).toBe(false);
  });

  it('retained records are purged after their date', async () => {
    await t.database.db.insert(retainedRecords).values({ memberId: 1, kind: 'visit_log', data: [], purgeAfter: sql`now() - interval '1 day'` });
    const { MyService } = await import('./my.service.ts');
    const service = new MyService(t.database.db, null as never, null as never, null as never);
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1);
  });
});

describe('one member can never read or change another member’s data', () => {
  it('every call acts on the caller; ids in the input are refused', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const ta = await login(t, a);
    const tb = await login(t, b);
    expect((await call(t, myApi.user, { who: ta })).body.data.email).toBe(a.email);
    expect((await call(t, myApi.user, { who: tb })).body.data.email).toBe(b.email);
    expect(code(await call(t, myApi.changeName, { who: ta, payload: { user_name: '에이', member_id: b.id } }))).toBe('1000');
    await call(t, myApi.changeName, { who: ta, payload: { user_name: '에이' } });
    expect((await call(t, myApi.user, { who: tb })).body.data.user_name).toBe('홍길동');
    // B's refresh token cannot withdraw or sign out A, and A cannot use it to withdraw B.
    expect(code(await call(t, myApi.withdraw, { who: ta, payload: { refreshToken: tb.refreshToken } }))).toBe('0903');
    expect(code(await call(t, authApi.incheck, { who: tb }))).toBe('0000');
    // A's devices list never shows B's.
    const devices = (await call(t, myApi.user, { who: ta })).body.data.devices;
    expect(devices).toHaveLength(1);
  });
});
