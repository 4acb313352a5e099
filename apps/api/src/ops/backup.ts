/**
 * Backups of the school's database that restore (docs/decisions/089).
 *
 * Two formats, told apart by their first bytes:
 * - pg_dump's custom format, when a `pg_dump` of the server's major version (or newer) is on the PATH;
 * - otherwise our own logical format: every table of the `public` schema copied in PostgreSQL's binary COPY format
 *   inside one REPEATABLE READ snapshot, gzip-compressed, with a manifest of the applied migrations and each table's
 *   columns, row count and checksum. Needed because the embedded PostgreSQL (18) ships no pg_dump, and Debian's
 *   pg_dump (15) refuses a newer server.
 * A restore loads into a new, empty database that our migrations created, then checks every table's row count and
 * checksum against the backup before it reports success.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { runMigrations } from '../db/migrate.ts';

const MAGIC = 'SCHOOL-BACKUP 1\n';
const PG_DUMP_MAGIC = 'PGDMP';

export interface TableManifest {
  name: string;
  columns: string[];
  rows: number;
  checksum: string;
}

export interface BackupManifest {
  format: 'school-logical-1';
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: TableManifest[];
}

/** Tables of the public schema, parents before children (foreign keys), so a restore needs no superuser. */
export async function listTables(client: pg.ClientBase): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      where c.contype = 'f' and c.conrelid <> c.confrelid`,
  );
  const unquote = (s: string) => s.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(rows.map((r) => [r.name, new Set<string>()]));
  for (const e of edges) parents.get(unquote(e.child))?.add(unquote(e.parent));
  const ordered: { name: string; columns: string[] }[] = [];
  const placed = new Set<string>();
  while (ordered.length < rows.length) {
    const ready = rows.filter((r) => !placed.has(r.name) && [...parents.get(r.name)!].every((p) => placed.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new Error('foreign keys form a cycle: cannot order the tables');
    for (const r of ready) {
      placed.add(r.name);
      ordered.push(r);
    }
  }
  return ordered;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count and an order-independent checksum of a table's rows (sum of 60-bit row hashes), in one pass. */
export async function tableChecksum(client: pg.ClientBase, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await client.query<{ rows: string; checksum: string | null }>(
    `select count(*)::text as rows,
            sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric)::text as checksum
       from ${ident(table)} t`,
  );
  return { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum ?? '0' };
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  // A database the server never started on has no migrations table yet: its backup is simply empty.
  const exists = await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists.rows[0]?.t) return [];
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => r.hash);
}

/** Writes a logical backup of the whole public schema to `file`; returns its manifest. */
export async function writeLogicalBackup(pool: pg.Pool, file: string): Promise<BackupManifest> {
  const client = await pool.connect();
  const gzip = createGzip();
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const written = pipeline(gzip, out);
  const write = async (chunk: Buffer | string) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    // One snapshot for every table: the backup is a single moment of the database, taken while it serves.
    await client.query('begin isolation level repeatable read read only');
    await client.query("set local time zone 'UTC'");
    const tables = await listTables(client);
    const manifest: BackupManifest = {
      format: 'school-logical-1',
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>('show server_version')).rows[0]!.v,
      migrations: await appliedMigrations(client),
      tables: [],
    };
    for (const t of tables) manifest.tables.push({ ...t, ...(await tableChecksum(client, t.name)) });
    await write(MAGIC);
    await write(`${JSON.stringify(manifest)}\n`);
    for (const t of manifest.tables) {
      await write(`${JSON.stringify({ table: t.name })}\n`);
      // Frames: 4-byte length, then that many bytes of COPY data; a zero length ends the table.
      const copy = client.query(copyTo(`copy ${ident(t.name)} (${t.columns.map(ident).join(', ')}) to stdout (format binary)`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(chunk.length);
        await write(len);
        await write(chunk);
      }
      await write(Buffer.alloc(4));
    }
    await client.query('commit');
    gzip.end();
    await written;
    return manifest;
  } catch (err) {
    gzip.destroy();
    await written.catch(() => undefined);
    await fs.promises.rm(file, { force: true });
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Reads a gunzipped stream by lines and exact byte counts. */
class FrameReader {
  private buffered = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(min: number): Promise<void> {
    while (this.buffered.length < min) {
      const next = await this.chunks.next();
      if (next.done) throw new Error('backup file ends too early: it is incomplete or damaged');
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
  }

  async bytes(n: number): Promise<Buffer> {
    await this.fill(n);
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return out;
  }

  async line(limit = 64 * 1024 * 1024): Promise<string> {
    for (;;) {
      const end = this.buffered.indexOf(0x0a);
      if (end >= 0) return (await this.bytes(end + 1)).subarray(0, end).toString('utf8');
      if (this.buffered.length > limit) throw new Error('backup file is damaged (a header line is too long)');
      await this.fill(this.buffered.length + 1);
    }
  }
}

/** The kind of backup a file holds, from its first bytes. */
export async function backupFormat(file: string): Promise<'pg_dump' | 'logical'> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'logical';
    throw new Error('이 파일은 백업 파일이 아닙니다 (pg_dump 사용자 정의 형식도, 이 학교의 백업 형식도 아닙니다).');
  } finally {
    await handle.close();
  }
}

/** Reads only the manifest of a logical backup. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const stream = fs.createReadStream(file).pipe(createGunzip());
  try {
    const reader = new FrameReader(stream);
    if ((await reader.line()) !== MAGIC.trim()) throw new Error('이 학교의 백업 형식이 아닙니다.');
    return JSON.parse(await reader.line()) as BackupManifest;
  } finally {
    stream.destroy();
  }
}

/**
 * Loads a logical backup into `pool`'s database, which must be empty: migrated here to this code's schema, then
 * filled table by table (parents first) in one transaction, identity sequences moved past the restored ids, and
 * every table's row count and checksum compared with the backup's. Throws, leaving nothing half-loaded, on any
 * difference.
 */
export async function restoreLogicalBackup(pool: pg.Pool, file: string): Promise<BackupManifest> {
  const stream = fs.createReadStream(file).pipe(createGunzip());
  const reader = new FrameReader(stream);
  if ((await reader.line()) !== MAGIC.trim()) throw new Error('이 학교의 백업 형식이 아닙니다.');
  const manifest = JSON.parse(await reader.line()) as BackupManifest;

  await runMigrations(pool);
  const client = await pool.connect();
  try {
    const known = new Set(await appliedMigrations(client));
    const unknown = manifest.migrations.filter((h) => !known.has(h));
    if (unknown.length) {
      throw new Error(`백업이 이 코드보다 새 버전의 데이터베이스에서 만들어졌습니다 (모르는 마이그레이션 ${unknown.length}개). 같은 버전 이상의 코드로 복원해 주세요.`);
    }
    const here = new Map((await listTables(client)).map((t) => [t.name, t.columns]));
    for (const t of manifest.tables) {
      const columns = here.get(t.name);
      if (!columns) throw new Error(`백업의 테이블 ${t.name}이(가) 이 데이터베이스에 없습니다.`);
      const missing = t.columns.filter((c) => !columns.includes(c));
      if (missing.length) throw new Error(`테이블 ${t.name}의 열 ${missing.join(', ')}이(가) 이 데이터베이스에 없습니다.`);
      if ((await tableChecksum(client, t.name)).rows > 0) throw new Error(`복원할 데이터베이스가 비어 있지 않습니다 (${t.name}). 새 데이터베이스에 복원해 주세요.`);
    }

    await client.query('begin');
    await client.query("set local time zone 'UTC'");
    for (const t of manifest.tables) {
      const header = JSON.parse(await reader.line()) as { table: string };
      if (header.table !== t.name) throw new Error(`backup file is damaged: expected table ${t.name}, found ${header.table}`);
      const sink = client.query(copyFrom(`copy ${ident(t.name)} (${t.columns.map(ident).join(', ')}) from stdin (format binary)`));
      const feed = new PassThrough();
      const done = pipeline(feed, sink);
      try {
        for (;;) {
          const length = (await reader.bytes(4)).readUInt32BE(0);
          if (length === 0) break;
          if (!feed.write(await reader.bytes(length))) await once(feed, 'drain');
        }
      } catch (err) {
        // Ends the COPY with CopyFail, so the connection can roll back instead of waiting for more rows.
        feed.destroy(err as Error);
        await done.catch(() => undefined);
        throw err;
      }
      feed.end();
      await done;
    }
    await resetIdentities(client);
    for (const t of manifest.tables) {
      const got = await tableChecksum(client, t.name);
      if (got.rows !== t.rows || got.checksum !== t.checksum) {
        throw new Error(`복원 확인 실패: ${t.name} 행 ${got.rows}/${t.rows}, 체크섬 ${got.checksum}/${t.checksum}`);
      }
    }
    await client.query('commit');
    return manifest;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
    stream.destroy();
  }
}

/** Moves every identity column's sequence past the largest id restored, so new rows get new ids. */
async function resetIdentities(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const r of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${ident(r.column_name)}) from ${ident(r.table_name)}), 0) + 1, false)`,
      [ident(r.table_name), r.column_name],
    );
  }
}
