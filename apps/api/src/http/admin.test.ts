import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChange } from '../db/audit.ts';
import { createMember, login } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { actorOf } from './admin.ts';
import { ok } from './reply.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  // A console route of this test: the guard comes from its declared role alone.
  t.app.get('/api/admin/probe', { config: { role: 'staff' } }, async (req) => ok(actorOf(req)));
  t.app.get('/api/admin/probe-admin', { config: { role: 'admin' } }, async () => ok('admin only'));
});
afterAll(() => t.close());

const bearer = (tokens: { accessToken: string }) => ({ authorization: `Bearer ${tokens.accessToken}` });

describe('admin routes', () => {
  it('cannot be registered without a declared role', () => {
    expect(() => t.app.get('/api/admin/unguarded', async () => ok(null))).toThrow(/must declare config.role/);
  });

  it('refuse the anonymous (0907), members and, on admin-only routes, staff (0906)', async () => {
    const member = await login(t, await createMember(t));
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const codeOf = async (url: string, headers = {}) => (await t.request({ method: 'GET', url, headers })).json<{ code: string }>().code;

    expect(await codeOf('/api/admin/probe')).toBe('0907');
    expect(await codeOf('/api/admin/probe', bearer(member))).toBe('0906');
    expect(await codeOf('/api/admin/probe', bearer(staff))).toBe('0000');
    expect(await codeOf('/api/admin/probe', bearer(admin))).toBe('0000');
    expect(await codeOf('/api/admin/probe-admin', bearer(staff))).toBe('0906');
    expect(await codeOf('/api/admin/probe-admin', bearer(admin))).toBe('0000');
  });
});

describe('the audit log', () => {
  it('keeps its rows: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await recordChange(t.database.db, { memberId: 1, ip: '127.0.0.1' }, { action: 'course.update', targetType: 'course', targetId: 22, before: { title: 'a' }, after: { title: 'b' } });
    await expect(t.database.pool.query(`update admin_changes set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('delete from admin_changes')).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('truncate admin_changes')).rejects.toThrow(/append-only/);
    const { rows } = await t.database.pool.query<{ action: string; target_id: string }>('select action, target_id from admin_changes');
    expect(rows).toEqual([{ action: 'course.update', target_id: '22' }]);
  });
});
