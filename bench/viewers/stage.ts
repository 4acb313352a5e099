/**
 * Where the viewers bench runs (decision 116): the database (the PostgreSQL server at 127.0.0.1:5432 when it answers,
 * in a database of the run's own that is dropped afterwards; else an embedded one), then one API process, or
 * (`--cluster`) two behind haproxy with a Redis of the run's own (scripts/scale). Each API process is preloaded with
 * pg-count.mjs, which counts its statements. Members with a pass are made straight in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { startEmbedded } from '../../apps/api/src/db/embedded.ts';
import { apiProcess, ensureHaproxy, RedisServer, startProxy } from '../../scripts/scale/cluster.ts';
import { startServer } from '../server.ts';

export const PASSWORD = 'viewers-bench-1';
/** The API's token secret in a stage: a bench may sign members' access tokens itself (bench/live.ts). */
export const STAGE_JWT_SECRET = 'viewers-bench-jwt-secret-0123456789abcdef';
const LOCAL_POSTGRES = process.env.VIEWERS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m), debug: () => undefined };

export interface ApiFigures {
  name: string;
  pid: number;
  /** Statements this process has sent to PostgreSQL so far. */
  statements: () => number;
}

export interface Stage {
  url: string;
  database: string;
  apis: ApiFigures[];
  /** Backends of PostgreSQL serving this run's database (their CPU is part of a viewer's cost). */
  backendPids: () => Promise<number[]>;
  db: pg.Client;
  /** The run's database, for a bench that connects on its own (bench/analytics.ts). */
  dbUrl: string;
  stop: () => Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** `extraEnv`: more settings for the API process(es), e.g. a DATA_DIR the bench writes fixtures into (bench/live.ts). */
export async function startStage(cluster: boolean, extraEnv: Record<string, string> = {}): Promise<Stage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-viewers-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  const name = `viewers_${process.pid}_${Date.now()}`;
  let adminUrl = LOCAL_POSTGRES;
  let database: string;
  if (await reachable(LOCAL_POSTGRES)) {
    database = `PostgreSQL at ${new URL(LOCAL_POSTGRES).host} (database ${name}, dropped afterwards)`;
  } else {
    const embedded = await startEmbedded({ dir: path.join(dir, 'pg'), logger: quiet });
    cleanups.push(() => embedded.stop());
    adminUrl = embedded.url();
    database = 'embedded PostgreSQL (127.0.0.1:5432 did not answer)';
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  const preload = path.join(import.meta.dirname, 'pg-count.mjs');
  const countFile = (api: string) => path.join(dir, `${api}.statements`);
  const env = (api: string) => ({
    DATABASE_URL: dbUrl,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    BENCH_PG_COUNT_FILE: countFile(api),
    TRANSCODE_WORKER: 'off',
    LOG_LEVEL: 'warn',
    // Signed in once per run and watching one link for the whole run (the player's token refresh and new links
    // every 10 min are not modelled: a few requests per viewer-hour).
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    MEDIA_LINK_TTL_SECONDS: '86400',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_LIMIT_PER_IP: '100000',
    JWT_SECRET: STAGE_JWT_SECRET,
    MEDIA_SIGNING_KEY: 'viewers-bench-media-key-0123456789abcdef',
    IDENTITY_ENCRYPTION_KEY: '0'.repeat(64),
    ...extraEnv,
  });
  const statements = (api: string) => () => Number(fs.existsSync(countFile(api)) ? fs.readFileSync(countFile(api), 'utf8') : 0);

  let url: string;
  const apis: ApiFigures[] = [];
  try {
    if (!cluster) {
      const server = await startServer(env('api'));
      cleanups.push(() => server.stop());
      await untilReady(server.url);
      url = server.url;
      apis.push({ name: 'api', pid: server.proc.pid!, statements: statements('api') });
    } else {
      const haproxy = ensureHaproxy();
      const redis = await RedisServer.start();
      cleanups.push(() => redis.kill());
      const procs = [];
      for (const api of ['api1', 'api2']) {
        const p = await apiProcess(api, { ...env(api), REDIS_URL: redis.url, TRUST_PROXY: '127.0.0.1', DATA_DIR: path.join(dir, api), VIDEO_DIR: path.join(dir, 'videos') }, dir);
        await p.start(); // one after the other: the first migrates and seeds
        cleanups.push(() => p.stop());
        await untilReady(p.url);
        procs.push(p);
        apis.push({ name: api, pid: pidOnPort(p.port), statements: statements(api) });
      }
      const proxy = await startProxy(haproxy, procs, dir);
      cleanups.push(() => proxy.stop());
      url = proxy.url;
    }
  } catch (err) {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
    throw err;
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  cleanups.push(() => db.end());
  return {
    url,
    database,
    apis,
    db,
    dbUrl,
    backendPids: async () => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rows.map((r) => r.pid),
    stop: async () => {
      for (const fn of cleanups.reverse()) await fn().catch((err: unknown) => console.warn(`cleanup: ${String(err)}`));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Until /readyz answers 200 (after the process's warm-up, decision 117): nothing is measured against a cold process. */
async function untilReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${url}/readyz`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${url}/readyz did not say ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The pid listening on a port (the cluster's processes are spawned inside scripts/scale, which keeps them). */
function pidOnPort(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inode = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hex}`) && f[3] === '0A')?.[9];
  if (!inode) throw new Error(`no process listens on ${port}`);
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
    } catch {
      // Another user's process, or gone.
    }
  }
  throw new Error(`no pid found for port ${port}`);
}

/** `count` members holding a pass, `v<i>@viewers.example.com`, and what they may watch. */
export async function makeMembers(db: pg.Client, count: number) {
  const passwordHash = await hash(PASSWORD);
  await db.query(
    `insert into members (email, password_hash, nickname, terms_agreed_at, privacy_agreed_at)
     select 'v' || i || '@viewers.example.com', $1, '시청' || i, now(), now() from generate_series(0, $2::int - 1) i`,
    [passwordHash, count],
  );
  await db.query(
    `insert into entitlements (member_id, kind, valid_from) select id, 'pass', now() - interval '1 day' from members where email like '%@viewers.example.com'`,
  );
  const lectures = await db.query<{ lc_no: number }>(
    `select l.lc_no from lectures l join courses c using (course_sn) where c.is_free = 'N' and c.pass_included = 'Y' and l.media_key is not null order by l.lc_no limit 40`,
  );
  const courses = await db.query<{ course_sn: number }>(`select distinct course_sn from courses where is_free = 'N' order by course_sn limit 10`);
  return { lectures: lectures.rows.map((r) => r.lc_no), courses: courses.rows.map((r) => r.course_sn), emails: (i: number) => `v${i}@viewers.example.com` };
}
