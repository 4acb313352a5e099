import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let member: Tokens;
let staff: Tokens;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  member = await login(t, await createMember(t));
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());

/** A path of a registered route with every `:param` filled (the guard answers before params are read). */
const fill = (url: string) => url.replace(/:[a-z_]+/g, '1');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : { reason: '권한 확인', status: 'suspended', member_notice: '권한 확인', role: 'admin', product_id: 1 });

async function snapshot() {
  const { rows } = await t.database.pool.query<{ s: string }>(
    `select (select count(*) from admin_changes)::text || '/' || (select string_agg(id || status || role, ',' order by id) from members) as s`,
  );
  return rows[0]!.s;
}

describe('every console route (enumerated from the app, not a list)', () => {
  it('refuses the anonymous, members and, on admin-only routes, staff — and changes nothing', async () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(5);
    const before = await snapshot();
    const refusals: string[] = [];
    for (const route of routes) {
      const callers: [string, Tokens | null, string][] = [
        ['anonymous', null, '0907'],
        ['member', member, '0906'],
        ...(route.role === 'admin' ? [['staff', staff, '0906'] as [string, Tokens, string]] : []),
      ];
      for (const [who, tokens, expected] of callers) {
        const res = await t.request({
          method: route.method,
          url: fill(route.url),
          headers: tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {},
          ...(bodyFor(route.method) ? { payload: bodyFor(route.method) } : {}),
        });
        const code = res.json<{ code: string }>().code;
        if (code !== expected) refusals.push(`${route.method} ${route.url} as ${who}: ${code}, expected ${expected}`);
      }
    }
    expect(refusals).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
