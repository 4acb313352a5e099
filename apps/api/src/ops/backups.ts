/**
 * Taking a backup into a directory or object storage with retention, and restoring one into a new database
 * (decision 089). Used by `npm run backup`, `npm run restore` and the scheduled backup job.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { MediaStorage } from '../providers/media-storage/media-storage.ts';
import { S3Storage } from '../providers/media-storage/s3.ts';
import { backupFormat, restoreLogicalBackup, writeLogicalBackup, type TableManifest } from './backup.ts';
import { findPgDump, restorePgDump, serverMajor, writePgDump } from './pg-dump.ts';

export interface BackupResult {
  /** The file written, or with object storage `s3:<name>` (what `npm run restore` takes). */
  file: string;
  format: 'pg_dump' | 'logical';
  bytes: number;
  tables: TableManifest[];
  removed: string[];
}

const NAME = /^school-\d{8}-\d{6}(-\d+)?\.(dump|backup\.gz)$/;

/** Backup names, newest first: by the second taken, then the number a second backup of that second got. */
function newestFirst(names: string[]): string[] {
  const order = (n: string) => n.replace(/^school-(\d{8}-\d{6})(?:-(\d+))?\..*$/, (_m, at: string, k?: string) => `${at}-${(k ?? '0').padStart(6, '0')}`);
  return names.filter((n) => NAME.test(n)).sort((a, b) => order(b).localeCompare(order(a)));
}

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
  const names = newestFirst(await fs.readdir(dir));
  const old = names.slice(keep);
  for (const name of old) {
    await fs.rm(path.join(dir, name), { force: true });
    await fs.rm(path.join(dir, `${name}.manifest.json`), { force: true });
  }
  return old;
}

/** Backups in object storage sit under this folder of the bucket (after S3_PREFIX). */
export const STORED = 'backups/';
export const STORED_REF = /^s3:(latest|school-\d{8}-\d{6}(-\d+)?\.(dump|backup\.gz))$/;

/** The bucket backups go to with BACKUP_STORAGE=s3: BACKUP_S3_BUCKET, else the media bucket, with the S3_* connection. */
export function backupStorage(config: Config): S3Storage {
  return new S3Storage({
    bucket: config.BACKUP_S3_BUCKET ?? config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  });
}

/**
 * A backup written under `scratch` (then removed there), uploaded to `storage` under `backups/` with its manifest,
 * keeping the newest `keep` there. The upload comes last: an object in the store is a whole backup.
 */
export async function backupToStorage(url: string, storage: MediaStorage, scratch: string, keep: number, now = new Date()): Promise<BackupResult> {
  await fs.mkdir(scratch, { recursive: true, mode: 0o700 });
  const dir = await fs.mkdtemp(path.join(scratch, '.upload-'));
  try {
    const r = await backupTo(url, dir, 1, now);
    const name = path.basename(r.file);
    // Our names carry the second they were taken; two in the same second get a number, as in a directory.
    const taken = new Set((await storage.list(STORED)).map((k) => k.slice(STORED.length)));
    let stored = name;
    for (let n = 1; taken.has(stored); n++) stored = name.replace(/^(school-\d{8}-\d{6})/, `$1-${n}`);
    const manifest = `${r.file}.manifest.json`;
    if (await fs.stat(manifest).then(() => true, () => false)) await storage.putFile(`${STORED}${stored}.manifest.json`, manifest, 'application/json');
    await storage.putFile(`${STORED}${stored}`, r.file);
    const names = newestFirst([...taken, stored]);
    const removed = names.slice(keep);
    for (const old of removed) {
      await storage.delete(`${STORED}${old}`);
      if (taken.has(`${old}.manifest.json`)) await storage.delete(`${STORED}${old}.manifest.json`);
    }
    return { ...r, file: `s3:${stored}`, removed };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The backups kept in `storage`, newest first. */
export async function storedBackups(storage: MediaStorage): Promise<string[]> {
  return newestFirst((await storage.list(STORED)).map((k) => k.slice(STORED.length)));
}

/** Downloads `s3:<name>` (or `s3:latest`) and its manifest into `dir`; the local file's path. */
export async function fetchStoredBackup(storage: MediaStorage, ref: string, dir: string): Promise<string> {
  const m = STORED_REF.exec(ref);
  if (!m) throw new Error(`백업 이름이 올바르지 않습니다: ${ref} (s3:latest 또는 s3:school-…)`);
  const name = m[1] === 'latest' ? (await storedBackups(storage))[0] : m[1];
  if (!name) throw new Error('저장소에 백업이 없습니다.');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  if (!(await storage.download(`${STORED}${name}`, file))) throw new Error(`저장소에 백업 ${name}이 없습니다.`);
  await storage.download(`${STORED}${name}.manifest.json`, `${file}.manifest.json`);
  return file;
}

/** `npm run backup` and the scheduled job: into object storage with BACKUP_STORAGE=s3, else into BACKUP_DIR (or `out`). */
export function configuredBackup(config: Config, url: string, out?: string): Promise<BackupResult> {
  if (!out && config.BACKUP_STORAGE === 's3') return backupToStorage(url, backupStorage(config), config.BACKUP_DIR, config.BACKUP_KEEP);
  return backupTo(url, out ?? config.BACKUP_DIR, config.BACKUP_KEEP);
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
