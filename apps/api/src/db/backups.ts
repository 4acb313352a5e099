/**
 * Taking a backup into a directory with retention, and restoring one into a new database (decision 089). Used by
 * `npm run backup`, `npm run restore` and the scheduled backup job.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { backupFormat, restoreLogicalBackup, writeLogicalBackup, type TableManifest } from './backup.ts';
import { findPgDump, restorePgDump, serverMajor, writePgDump } from './pg-dump.ts';

export interface BackupResult {
  file: string;
  format: 'pg_dump' | 'logical';
  bytes: number;
  tables: TableManifest[];
  removed: string[];
}

const NAME = /^school-\d{8}-\d{6}(-\d+)?\.(dump|backup\.gz)$/;

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}-${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`;
}

/** A backup of `url`'s database into `dir`, keeping the newest `keep` backups there. */
export async function backupTo(url: string, dir: string, keep: number, now = new Date()): Promise<BackupResult> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const pgDump = findPgDump(await serverMajor(pool));
    const base = `school-${stamp(now)}`;
    let file = path.join(dir, `${base}.${pgDump ? 'dump' : 'backup.gz'}`);
    for (let n = 1; await fs.stat(file).then(() => true, () => false); n++) file = path.join(dir, `${base}-${n}.${pgDump ? 'dump' : 'backup.gz'}`);
    const tables = pgDump ? await writePgDump(pool, url, pgDump, file) : (await writeLogicalBackup(pool, file)).tables;
    const removed = await prune(dir, keep);
    return { file, format: pgDump ? 'pg_dump' : 'logical', bytes: (await fs.stat(file)).size, tables, removed };
  } finally {
    await pool.end();
  }
}

/** Deletes all but the newest `keep` backups in `dir` (only files this tool named). */
async function prune(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((n) => NAME.test(n)).sort().reverse();
  const old = names.slice(keep);
  for (const name of old) {
    await fs.rm(path.join(dir, name), { force: true });
    await fs.rm(path.join(dir, `${name}.manifest.json`), { force: true });
  }
  return old;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/**
 * Restores `file` into the database `database` on the server of `url` — created here, or an existing one that holds
 * none of our tables — checks every table against the backup, and returns its URL. The database in use is untouched.
 */
export async function restoreInto(url: string, file: string, database: string): Promise<{ url: string; tables: TableManifest[] }> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error('데이터베이스 이름은 영문 소문자, 숫자, 밑줄로 63자까지입니다.');
  const format = await backupFormat(file);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let created = false;
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${database}"`);
      created = true;
    }
  } finally {
    await admin.end();
  }
  const target = withDatabase(url, database);
  const pool = new pg.Pool({ connectionString: target, max: 2 });
  try {
    // An existing database is used only when it holds none of our tables yet (a fresh DATA_DIR's `postgres`).
    const used = await pool.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    if (!created && (used.rows[0] as { n: number }).n > 0) {
      throw new Error(`데이터베이스 ${database}에 이미 테이블이 있습니다. 비어 있는 새 데이터베이스에 복원해 주세요.`);
    }
    if (format === 'logical') return { url: target, tables: (await restoreLogicalBackup(pool, file)).tables };
    const pgDump = findPgDump(await serverMajor(pool));
    if (!pgDump) throw new Error('pg_dump 형식의 백업인데, 이 서버 버전을 읽을 수 있는 pg_restore가 없습니다 (PG_DUMP_PATH).');
    return { url: target, tables: await restorePgDump(pool, target, pgDump, file) };
  } catch (err) {
    // A restore that did not check out leaves no half-filled database behind.
    await pool.end();
    if (created) {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${database}"`).finally(() => cleanup.end());
    }
    throw err;
  } finally {
    if (!pool.ended) await pool.end();
  }
}
