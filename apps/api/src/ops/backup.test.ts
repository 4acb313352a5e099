import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, login } from '../test/accounts.ts';
import { admin, withDatabase } from '../test/global-setup.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { api } from '../test/commerce.ts';
import { backupFormat, listTables, readManifest, tableChecksum } from './backup.ts';
import { backupStorage, backupTo, backupToStorage, configuredBackup, fetchStoredBackup, restoreInto, storedBackups } from './backups.ts';
import { loadConfig } from '../config.ts';
import { createMediaStorage } from '../providers/media-storage/index.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import { findPgDump, serverMajor } from './pg-dump.ts';

let t: TestContext;
let dir: string;
let url: string;
const restored: string[] = [];

/** Every table's row count and checksum, as a reader of the database would find them. */
async function snapshot(connectionString: string): Promise<Record<string, { rows: number; checksum: string }>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("set time zone 'UTC'");
    const out: Record<string, { rows: number; checksum: string }> = {};
    for (const table of await listTables(client)) out[table.name] = await tableChecksum(client, table.name);
    return out;
  } finally {
    await client.end();
  }
}

async function moneyRows(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const q = async (sql: string): Promise<Record<string, unknown>[]> => (await client.query<Record<string, unknown>>(sql)).rows;
    return {
      orders: await q('select order_sn, member_id, status, amount from orders order by order_sn'),
      points: await q('select id, member_id, delta, balance_after, remaining, expires_at from point_ledger order by id'),
    };
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'school-backup-test-'));
  url = (t.database.pool.options as { connectionString: string }).connectionString;
  // A populated school: members who bought passes (orders, payments, entitlements, point ledger) besides the seed.
  const h = api(t);
  for (let i = 0; i < 3; i++) {
    const m = await createMember(t);
    await h.buy(await login(t, m), { product_id: 1 });
  }
  // A purchase's notices are sent after its answer (the sandbox's land in dev_outbox a moment later): wait until they
  // stop arriving, so the snapshot and the backup below read the same database.
  const outboxRows = async () => Number((await t.database.pool.query<{ n: string }>('select count(*) as n from dev_outbox')).rows[0]!.n);
  let last = -1;
  await vi.waitFor(
    async () => {
      const now = await outboxRows();
      const settled = now === last;
      last = now;
      expect(settled).toBe(true);
    },
    { timeout: 10_000, interval: 300 },
  );
});

afterAll(async () => {
  for (const name of restored) await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a populated database into a fresh one with every table equal, money rows included', async () => {
    const before = await snapshot(url);
    expect(before.orders!.rows).toBeGreaterThanOrEqual(3);

    const backup = await backupTo(url, dir, 5);
    expect(await backupFormat(backup.file)).toBe(backup.format);

    restored.push('school_restore_a');
    const { url: target } = await restoreInto(url, backup.file, 'school_restore_a');
    expect(await snapshot(target)).toEqual(before);
    expect(await moneyRows(target)).toEqual(await moneyRows(url));

    // The restored school takes new orders: identity sequences moved past the restored ids.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const next = await client.query<{ n: string }>(`select nextval(pg_get_serial_sequence('orders', 'order_sn'))::text as n`);
    await client.end();
    const maxOrder = Math.max(...(await moneyRows(url)).orders.map((o) => Number(o.order_sn)));
    expect(Number(next.rows[0]!.n)).toBeGreaterThan(maxOrder);
  });

  it('refuses a damaged backup and leaves no database behind', async () => {
    const { file } = await backupTo(url, dir, 5);
    const bytes = await fs.readFile(file);
    const cut = path.join(dir, 'cut.backup.gz');
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreInto(url, cut, 'school_restore_cut')).rejects.toThrow();
    const left = await t.database.pool.query('select 1 from pg_database where datname = $1', ['school_restore_cut']);
    expect(left.rowCount).toBe(0);
  });

  it('refuses to restore over a database that already holds the school', async () => {
    const { file } = await backupTo(url, dir, 5);
    const name = new URL(url).pathname.slice(1);
    await expect(restoreInto(url, file, name)).rejects.toThrow(/이미 테이블이 있습니다/);
  });

  it('keeps only the newest backups', async () => {
    const keepDir = path.join(dir, 'keep');
    for (let i = 0; i < 4; i++) await backupTo(url, keepDir, 2, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    expect((await fs.readdir(keepDir)).filter((n) => !n.endsWith('.manifest.json')).sort()).toEqual([
      expect.stringContaining('20260101-000002'),
      expect.stringContaining('20260101-000003'),
    ]);
  });
});

describe('formats', () => {
  it('writes the logical format when no pg_dump can read the server, with the applied migrations in its manifest', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const major = await serverMajor(pool);
    await pool.end();
    const { file, format } = await backupTo(url, path.join(dir, 'fmt'), 5);
    if (findPgDump(major)) {
      expect(format).toBe('pg_dump');
      return;
    }
    expect(format).toBe('logical');
    const manifest = await readManifest(file);
    expect(manifest.migrations.length).toBeGreaterThan(20);
    expect(manifest.tables.map((x) => x.name)).toContain('orders');
  });

  // The local PostgreSQL server (Debian's, with its own pg_dump) exercises pg_dump's custom format end to end.
  const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const localDump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!localDump)('takes and restores a pg_dump custom-format backup when pg_dump matches the server', async () => {
    const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    const reachable = await probe.connect().then(() => true, () => false);
    await probe.end().catch(() => undefined);
    if (!reachable) return;
    const source = `school_dump_src_${process.pid}`;
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin(serverUrl, `CREATE DATABASE ${source}`);
    const sourceUrl = withDatabase(serverUrl, source);
    const pool = new pg.Pool({ connectionString: sourceUrl, max: 1 });
    if (!findPgDump(await serverMajor(pool))) {
      await pool.end();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      return;
    }
    await pool.query('create table orders (order_sn bigint generated by default as identity primary key, amount integer not null)');
    await pool.query('insert into orders (amount) select g * 1000 from generate_series(1, 50) g');
    await pool.end();
    const before = await snapshot(sourceUrl);
    const backup = await backupTo(sourceUrl, path.join(dir, 'dump'), 5);
    expect(backup.format).toBe('pg_dump');
    expect(await backupFormat(backup.file)).toBe('pg_dump');
    const target = `school_dump_dst_${process.pid}`;
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    try {
      const { url: restoredUrl } = await restoreInto(serverUrl, backup.file, target);
      expect(await snapshot(restoredUrl)).toEqual(before);
    } finally {
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    }
  });
});

describe('backups in object storage (BACKUP_STORAGE=s3)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3('school-backups');
  });
  afterAll(() => s3.close());

  it('uploads each backup with retention in the bucket, leaves nothing on the disk, and restores the newest from there', async () => {
    const scratch = path.join(dir, 's3-scratch');
    // The media bucket's connection, a bucket of the backups' own, the site's folder.
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'school-media', BACKUP_S3_BUCKET: 'school-backups', S3_PREFIX: 'site-a/', BACKUP_STORAGE: 's3', BACKUP_KEEP: '2', BACKUP_DIR: scratch });
    const before = await snapshot(url);
    const taken = [(await configuredBackup(config, url)).file];
    expect(taken[0]).toMatch(/^s3:school-\d{8}-\d{6}\.(backup\.gz|dump)$/);
    // Two taken in the same (later) second: the second gets a number and still counts as the newer.
    const later = new Date(Date.UTC(2099, 0, 1));
    for (let i = 0; i < 2; i++) taken.push((await backupToStorage(url, backupStorage(config), scratch, 2, later)).file);
    expect(taken[2]).toMatch(/^s3:school-20990101-000000-1\./);
    const kept = await storedBackups(backupStorage(config));
    expect(kept.map((n) => `s3:${n}`)).toEqual([taken[2], taken[1]]);
    expect(await fs.readdir(scratch)).toEqual([]);
    // Under the site's folder of the backup bucket, not in the media bucket.
    expect(await storedBackups(createMediaStorage(loadConfig({ ...s3.env, S3_BUCKET: 'school-backups' })))).toEqual([]);

    const file = await fetchStoredBackup(backupStorage(config), 's3:latest', path.join(dir, 'fetched'));
    expect(path.basename(file)).toBe(taken[2]!.slice(3));
    restored.push('school_restore_s3');
    const { url: target } = await restoreInto(url, file, 'school_restore_s3');
    expect(await snapshot(target)).toEqual(before);
    expect(await moneyRows(target)).toEqual(await moneyRows(url));
    await expect(fetchStoredBackup(backupStorage(config), `s3:${taken[0]!.slice(3)}`, path.join(dir, 'gone'))).rejects.toThrow(/저장소에 백업/);
  });

  it('refuses BACKUP_STORAGE=s3 without a bucket, naming the setting', () => {
    expect(() => loadConfig({ BACKUP_STORAGE: 's3' })).toThrow(/BACKUP_S3_BUCKET: required when BACKUP_STORAGE=s3/);
  });
});
