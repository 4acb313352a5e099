import { envelope, menuResponse, type MenuCategory } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getMenu = async (url = '/api/comm/menu') => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return envelope(menuResponse).parse(res.json());
};

const flatten = (nodes: MenuCategory[]): MenuCategory[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const depth = (nodes: MenuCategory[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

describe('GET /api/comm/menu', () => {
  it('returns the seeded category tree with the specification fields', async () => {
    const body = await getMenu();
    expect(body.code).toBe('0000');
    expect(depth(body.data)).toBeGreaterThanOrEqual(3);
    const all = flatten(body.data);
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual(['ca_sn', 'children', 'is_hidden', 'p_ca_sn', 'title']);
      for (const child of node.children) expect(child.p_ca_sn).toBe(node.ca_sn);
    }
    const futures = all.find((n) => n.ca_sn === 254);
    expect(futures).toMatchObject({ title: '해외선물', p_ca_sn: 193, is_hidden: 'N' });
    expect(all.some((n) => n.is_hidden === 'Y')).toBe(true);
  });

  it('is also served at the path of the specification call table', async () => {
    expect(await getMenu('/api/comm/rs/menu')).toEqual(await getMenu());
  });

  it('shows a category change on the next call (cache invalidated by the database)', async () => {
    await getMenu(); // warm the cache
    await t.database.db.insert(categories).values({ caSn: 900, pCaSn: 254, title: '해외선물 심화', sortOrder: 9 });
    const child = async () => flatten((await getMenu()).data).find((n) => n.ca_sn === 900);
    await expect.poll(child, { timeout: 3000 }).toMatchObject({ title: '해외선물 심화', p_ca_sn: 254 });

    await t.database.db.update(categories).set({ isHidden: 'Y' }).where(sql`${categories.caSn} = 900`);
    await expect.poll(async () => (await child())?.is_hidden, { timeout: 3000 }).toBe('Y');
  });
});
