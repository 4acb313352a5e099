/**
 * pg_dump's custom format, when a pg_dump that can read the server is installed (decision 089): the usual tool for
 * a managed PostgreSQL. The dump is taken in a snapshot exported by our own transaction, in which the manifest's row
 * counts and checksums are read, so the restore can be checked against exactly what was dumped.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type pg from 'pg';
import { listTables, tableChecksum, type TableManifest } from './backup.ts';

const run = promisify(execFile);

/** The first pg_dump found (PG_DUMP_PATH, then PATH) whose major version is at least the server's, or null. */
export function findPgDump(serverMajor: number, explicit = process.env.PG_DUMP_PATH): string | null {
  for (const candidate of [explicit, 'pg_dump'].filter((c): c is string => Boolean(c))) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(probe.stdout ?? '')?.[1]);
    if (probe.status === 0 && major >= serverMajor) return candidate;
  }
  return null;
}

export async function serverMajor(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.v) / 10000);
}

/** pg_dump -Fc of `url` to `file`, with `file.manifest.json` beside it (row counts and checksums of the same snapshot). */
export async function writePgDump(pool: pg.Pool, url: string, pgDump: string, file: string): Promise<TableManifest[]> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local time zone 'UTC'");
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const tables: TableManifest[] = [];
    for (const t of await listTables(client)) tables.push({ ...t, ...(await tableChecksum(client, t.name)) });
    await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
    await client.query('commit');
    await fs.writeFile(`${file}.manifest.json`, JSON.stringify({ format: 'pg_dump-custom', tables }), { mode: 0o600 });
    return tables;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    await fs.rm(file, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

/** pg_restore of `file` into the (new, empty) database at `url`, then the manifest's counts and checksums compared. */
export async function restorePgDump(pool: pg.Pool, url: string, pgDump: string, file: string): Promise<TableManifest[]> {
  const pgRestore = pgDump.replace(/pg_dump$/, 'pg_restore');
  await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
  const manifest = JSON.parse(await fs.readFile(`${file}.manifest.json`, 'utf8')) as { tables: TableManifest[] };
  const client = await pool.connect();
  try {
    await client.query("set time zone 'UTC'");
    for (const t of manifest.tables) {
      const got = await tableChecksum(client, t.name);
      if (got.rows !== t.rows || got.checksum !== t.checksum) {
        throw new Error(`복원 확인 실패: ${t.name} 행 ${got.rows}/${t.rows}, 체크섬 ${got.checksum}/${t.checksum}`);
      }
    }
    return manifest.tables;
  } finally {
    client.release();
  }
}
