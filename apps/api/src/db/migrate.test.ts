import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { admin, withDatabase } from '../test/global-setup.ts';
import { connect, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { categories } from './schema/index.ts';
import { runSeed } from './seed/index.ts';

// An empty database, not the template: this file tests what start-up does to it.
const name = `school_mig_${randomBytes(4).toString('hex')}`;
let database: Database;
beforeAll(async () => {
  await admin(inject('pgAdminUrl'), `CREATE DATABASE ${name}`);
  database = connect(withDatabase(inject('pgAdminUrl'), name), 4);
});
afterAll(async () => {
  await database.pool.end();
  await admin(inject('pgAdminUrl'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(categories))[0]?.n;

describe('start-up steps', () => {
  it('migrations are idempotent, also when several processes start at once', async () => {
    await Promise.all([runMigrations(database.pool), runMigrations(database.pool), runMigrations(database.pool)]);
    await runMigrations(database.pool);
    const applied = await database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('the seed runs once: a second start neither duplicates nor restores deleted rows', async () => {
    expect(await runSeed(database.db)).toEqual([
      'seed:categories',
      'seed:learning-catalogue',
      'seed:learning-media',
      'seed:sample-media-durations',
      'seed:sample-subtitles',
      'seed:sample-stock-tags',
      'seed:demo-member',
      'seed:commerce-products',
      'seed:commerce-welcome-coupon',
      'seed:subscription-plans',
      'seed:demo-commerce',
      'seed:site-demo',
      'seed:demo-admin',
      'seed:legal-texts',
      'seed:legal-consents-backfill',
    ]);
    const seeded = await count();
    expect(seeded).toBeGreaterThan(30);
    await database.db.delete(categories).where(sql`${categories.caSn} = 400`);
    const afterDelete = await count();
    expect(await runSeed(database.db)).toEqual([]);
    expect(await count()).toBe(afterDelete);
  });

  it('new categories get ids that never collide with the seeded fixed ids', async () => {
    const [row] = await database.db.insert(categories).values({ title: '새 카테고리' }).returning({ caSn: categories.caSn });
    expect(row?.caSn).toBeGreaterThanOrEqual(1000);
  });
});
