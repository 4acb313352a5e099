import { koreanDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let admin: Tokens;
let staff: Tokens;
let staffId: number;

const get = async (tokens: Tokens, query: string) =>
  (await t.request({ method: 'GET', url: `/api/admin/audit${query}`, headers: { authorization: `Bearer ${tokens.accessToken}` } })).json<{
    code: string;
    data: { total: number; list: { action: string; actor_id: number; reason: string | null; before: unknown; after: unknown }[] };
  }>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, await createMember(t, { role: 'admin' }));
  const s = await createMember(t, { role: 'staff' });
  staffId = s.id;
  staff = await login(t, s);
  // Two real console changes by the staff member.
  const m = await createMember(t);
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, headers: { authorization: `Bearer ${staff.accessToken}` }, payload });
  await post(`/api/admin/members/${m.id}/status`, { status: 'suspended', reason: '스팸 신고', member_notice: '운영 정책 위반' });
  await post(`/api/admin/members/${m.id}/sessions/end`, { reason: '정지 후 로그아웃' });
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('shows who did what, before and after, filtered by operator, action area and day', async () => {
    const all = await get(admin, '');
    expect(all.code).toBe('0000');
    expect(all.data.list.map((r) => r.action)).toEqual(['member.end_sessions', 'member.suspend']);
    expect(all.data.list[1]).toMatchObject({ actor_id: staffId, reason: '스팸 신고', before: { status: 'active' }, after: { status: 'suspended', notice: '운영 정책 위반', until: null } });

    expect((await get(admin, '?action=member.suspend')).data.total).toBe(1);
    expect((await get(admin, '?action=member')).data.total).toBe(2);
    expect((await get(admin, '?action=course')).data.total).toBe(0);
    expect((await get(admin, '?actor=nobody-here')).data.total).toBe(0);
    const today = koreanDay();
    expect((await get(admin, `?from=${today}&to=${today}`)).data.total).toBe(2);
    expect((await get(admin, '?to=2000-01-01')).data.total).toBe(0);
  });

  it('is for admins only, and a bad date is refused in Korean', async () => {
    expect((await get(staff, '')).code).toBe('0906');
    const bad = await t.request({ method: 'GET', url: '/api/admin/audit?from=2026-13', headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/YYYY-MM-DD/);
  });
});
