import { adminAuditApi, adminMembersApi, authApi, myApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { roleFromCommandLine } from './admin-members.service.ts';

let t: TestContext;
let admin: TestMember & { tokens: Tokens };
let staff: TestMember & { tokens: Tokens };


async function auditRows(memberId: number) {
  const { rows } = await t.database.pool.query<{ action: string; actor_id: string; before: unknown; after: unknown; reason: string | null; ip: string }>(
    `select action, actor_id, before, after, reason, ip from admin_changes where target_type = 'member' and target_id = $1 order by id`,
    [String(memberId)],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t, { role: 'admin' });
  admin = { ...a, tokens: await login(t, a) };
  const s = await createMember(t, { role: 'staff' });
  staff = { ...s, tokens: await login(t, s) };
});
afterAll(() => t.close());

describe('member search and detail', () => {
  it('finds a member by e-mail, name or phone digits, paged', async () => {
    const m = await createMember(t, { userName: '검색대상' });
    for (const q of [m.email.toUpperCase(), '검색대상', m.hpno.slice(3, 9)]) {
      const { body } = await call<{ total: number; list: { id: number; email: string }[] }>(t, adminMembersApi.search, { who: staff.tokens, query: { q } });
      expect(body.code).toBe('0000');
      expect(body.data.list.map((r) => r.id)).toContain(m.id);
    }
    const { body: page } = await call<{ total: number; size: number; list: unknown[] }>(t, adminMembersApi.search, { who: staff.tokens, query: { size: 2 } });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a member number past the database integer range as input, not with a 500', async () => {
    const { status, body } = await call(t, adminMembersApi.detail, { who: staff.tokens, params: { member_id: 9007199254740991 } });
    expect(status).toBe(400);
    expect(body.message).toContain('번호가 올바르지 않습니다.');
  });

  it('shows support what it needs and never a password hash, CI/DI or a token', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m, 'Galaxy S25 / Chrome');
    const { body } = await call<{ profile: { email: string }; sessions: { os: string }[] }>(t, adminMembersApi.detail, { who: staff.tokens, params: { member_id: m.id } });
    expect(body.code).toBe('0000');
    expect(body.data.profile.email).toBe(m.email);
    expect(body.data.sessions.map((s) => s.os)).toEqual(['Galaxy S25 / Chrome']);
    const raw = JSON.stringify(body.data);
    expect(raw).not.toMatch(/argon2|password|hash|"ci"|"di"/i);
    expect(raw).not.toContain(tokens.refreshToken);
    expect(raw).not.toContain(tokens.accessToken);
    expect((await call(t, adminMembersApi.detail, { who: staff.tokens, params: { member_id: 99999999 } })).body.code).toBe('8001');
  });
});

describe('suspend, restore and sessions', () => {
  it('a device whose last refresh answer was lost (a page left mid-refresh) is still told why it was suspended', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    // The server rotated the refresh token, but the answer never reached the page: it still holds the old pair.
    const rotated = await call(t, authApi.refresh, { payload: { ...tokens, os: 'e2e' } });
    expect(rotated.body.code).toBe('0000');
    await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: m.id }, payload: { status: 'suspended', reason: '광고 댓글', member_notice: '광고 댓글을 반복해 남겼습니다.', until: '2099-12-31' } });

    const stale = (await call(t, authApi.refresh, { payload: { ...tokens, os: 'e2e' } })).body;
    expect(stale).toMatchObject({ code: '0905', data: { status: 'suspended', reason: '광고 댓글을 반복해 남겼습니다.', until: '2099-12-31T14:59:59.999Z' } });
    // A refresh token this session never held proves nothing: the code, without the member's notice.
    const forged = (await call(t, authApi.refresh, { payload: { accessToken: tokens.accessToken, refreshToken: 'x'.repeat(43), os: 'e2e' } })).body;
    expect(forged.code).toBe('0905');
    expect(forged.data ?? null).toBeNull();
  });

  it("suspending makes the member's next call fail with 0905; restoring lets them back in; both audited with the reason", async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    expect((await call(t, myApi.simpleUser, { who: tokens })).body.code).toBe('0000');

    const suspended = await call<{ status: string }>(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: m.id }, payload: { status: 'suspended', reason: '결제 분쟁 확인 중', member_notice: '운영 정책 위반' } });
    expect(suspended.body).toMatchObject({ code: '0000', message: '이용을 정지했습니다.', data: { status: 'suspended' } });
    expect((await call(t, myApi.simpleUser, { who: tokens })).body.code).toBe('0905');

    expect((await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: m.id }, payload: { status: 'suspended', reason: '다시', member_notice: '운영 정책 위반' } })).body.code).toBe('8004');
    expect((await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: m.id }, payload: { status: 'active', reason: '확인 완료' } })).body.code).toBe('0000');
    expect((await call(t, myApi.simpleUser, { who: tokens })).body.code).toBe('0000');

    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.action, Number(r.actor_id), r.before, r.after, r.reason])).toEqual([
      ['member.suspend', staff.id, { status: 'active' }, { status: 'suspended', notice: '운영 정책 위반', until: null }, '결제 분쟁 확인 중'],
      ['member.restore', staff.id, { status: 'suspended' }, { status: 'active' }, '확인 완료'],
    ]);
    expect(rows[0]!.ip).toBeTruthy();
  });

  it('refuses a missing reason in Korean and changes nothing', async () => {
    const m = await createMember(t);
    const res = await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: m.id }, payload: { status: 'suspended', reason: ' ', member_notice: '운영 정책 위반' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/사유/);
    expect((await call<{ profile: { status: string } }>(t, adminMembersApi.detail, { who: staff.tokens, params: { member_id: m.id } })).body.data.profile.status).toBe('active');
    expect(await auditRows(m.id)).toEqual([]);
  });

  it('keeps operators from changing themselves, and staff from changing other operators', async () => {
    expect((await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: staff.id }, payload: { status: 'suspended', reason: '자기 자신', member_notice: '운영 정책 위반' } })).body.code).toBe('8002');
    const otherStaff = await createMember(t, { role: 'staff' });
    expect((await call(t, adminMembersApi.setStatus, { who: staff.tokens, params: { member_id: otherStaff.id }, payload: { status: 'suspended', reason: '다른 스태프', member_notice: '운영 정책 위반' } })).body.code).toBe('8003');
    expect((await call(t, adminMembersApi.setStatus, { who: admin.tokens, params: { member_id: otherStaff.id }, payload: { status: 'suspended', reason: '관리자가 정지', member_notice: '운영 정책 위반' } })).body.code).toBe('0000');
  });

  it('ends every session of the member: their next call answers 0904', async () => {
    const m = await createMember(t);
    const phone = await login(t, m, 'Phone');
    const pc = await login(t, m, 'PC');
    const res = await call<{ ended: number }>(t, adminMembersApi.endSessions, { who: staff.tokens, params: { member_id: m.id }, payload: { reason: '분실 신고' } });
    expect(res.body.data).toEqual({ ended: 2 });
    for (const tokens of [phone, pc]) expect((await call(t, myApi.simpleUser, { who: tokens })).body.code).toBe('0904');
  });
});

describe('pass by hand and roles', () => {
  it('gives a pass that opens pass courses, extends a running one, and records who and why', async () => {
    const m = await createMember(t);
    const first = await call<{ valid_until: string }>(t, adminMembersApi.grantPass, { who: staff.tokens, params: { member_id: m.id }, payload: { product_id: 1, reason: '장애 보상' } });
    expect(first.body.code).toBe('0000');
    const second = await call<{ valid_from: string }>(t, adminMembersApi.grantPass, { who: staff.tokens, params: { member_id: m.id }, payload: { product_id: 1, reason: '추가 보상' } });
    expect(second.body.data.valid_from).toBe(first.body.data.valid_until);
    const detail = await call<{ access: { title: string; order_id: string | null }[] }>(t, adminMembersApi.detail, { who: staff.tokens, params: { member_id: m.id } });
    expect(detail.body.data.access).toHaveLength(2);
    expect(detail.body.data.access[0]).toMatchObject({ order_id: null, title: '이용권 (수동 지급)' });
    expect((await auditRows(m.id)).map((r) => [r.action, r.reason])).toEqual([
      ['member.grant_pass', '장애 보상'],
      ['member.grant_pass', '추가 보상'],
    ]);
    expect((await call(t, adminMembersApi.grantPass, { who: staff.tokens, params: { member_id: m.id }, payload: { product_id: 424242, reason: '없는 상품' } })).body.code).toBe('4001');
  });

  it('lets only an admin change roles; a lowered operator is signed out at once', async () => {
    const m = await createMember(t);
    expect((await call(t, adminMembersApi.setRole, { who: staff.tokens, params: { member_id: m.id }, payload: { role: 'staff', reason: '승격' } })).body.code).toBe('0906');
    expect((await call(t, adminMembersApi.setRole, { who: admin.tokens, params: { member_id: m.id }, payload: { role: 'staff', reason: 'CS 담당' } })).body.data).toMatchObject({ role: 'staff' });
    const tokens = await login(t, m);
    expect((await call(t, adminMembersApi.search, { who: tokens })).body.code).toBe('0000');
    expect((await call(t, adminMembersApi.setRole, { who: admin.tokens, params: { member_id: m.id }, payload: { role: 'member', reason: '퇴사' } })).body.code).toBe('0000');
    expect((await call(t, adminMembersApi.search, { who: tokens })).body.code).toBe('0904');
  });
});

describe('npm run admin (the first admin)', () => {
  it('grants and revokes by e-mail, audited as the command line; an unknown e-mail is refused in Korean', async () => {
    const m = await createMember(t);
    expect(await roleFromCommandLine(t.database.db, m.email.toUpperCase(), 'admin')).toBe(`${m.email}: member → admin`);
    const tokens = await login(t, m);
    expect((await call(t, adminAuditApi.list, { who: tokens })).body.code).toBe('0000');
    expect(await roleFromCommandLine(t.database.db, m.email, 'member')).toBe(`${m.email}: admin → member`);
    expect((await call(t, adminAuditApi.list, { who: tokens })).body.code).toBe('0904');
    await expect(roleFromCommandLine(t.database.db, 'nobody@example.com', 'admin')).rejects.toThrow('가입한 회원이 없습니다');
    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.action, Number(r.actor_id), r.ip])).toEqual([
      ['member.role', 0, 'command-line'],
      ['member.role', 0, 'command-line'],
    ]);
  });
});

