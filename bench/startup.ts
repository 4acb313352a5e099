/**
 * Start-up time and resident memory of the two ways to run the server (issue 31, decision 089): the dev path
 * (`npm start`: TypeScript through tsx) and the compiled server (`NODE_ENV=production npm start`: apps/api/dist).
 * Each mode gets its own data: one first start (initdb or an empty database, migrations, seed) is not counted, then
 * `STARTUP_RUNS` (3) starts are timed from spawn to the first 200 of `/readyz`; RSS of the server process is read
 * then and again 3 s later. The database is the embedded PostgreSQL (what `npm start` uses), or with
 * `STARTUP_DATABASE_URL=postgres://…/postgres` a database created on that server for each mode.
 *
 * `npm run bench -- startup`, or alone: `node --import tsx bench/startup.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/api/src/db/embedded.ts';
import { BUSINESS_ENV } from '../apps/api/src/test/business.ts';

const root = path.join(import.meta.dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS ?? 3);

export interface StartupFigures {
  mode: 'dev (tsx)' | 'compiled';
  database: 'embedded' | 'PostgreSQL';
  /** Median of the timed starts: spawn → first 200 of /readyz. */
  readyMs: number;
  readyMsRuns: number[];
  /** Resident memory of the server process (MB) when ready, and 3 s later (median). */
  rssReadyMb: number;
  rssSettledMb: number;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity,alimtalk',
  JWT_SECRET: 'bench-startup-jwt-secret-0123456789abcdef',
  MEDIA_SIGNING_KEY: 'bench-startup-media-key-0123456789abcdef',
  IDENTITY_ENCRYPTION_KEY: 'c3'.repeat(32),
  ...BUSINESS_ENV,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startOnce(env: Record<string, string>): Promise<{ readyMs: number; rssReady: number; rssSettled: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['scripts/start.js'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' } });
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}) before /readyz`);
      if (performance.now() - t0 > 180_000) throw new Error('server not ready in 180 s');
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await sleep(20);
    }
    const readyMs = Math.round(performance.now() - t0);
    const rssReady = rssMb(proc.pid!);
    await sleep(3000);
    return { readyMs, rssReady, rssSettled: rssMb(proc.pid!) };
  } finally {
    const exited = new Promise((r) => proc.on('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
}

interface Prepared {
  mode: StartupFigures['mode'];
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** A data dir (and a database on `adminUrl`) for the mode, through its first start (initdb / migrations / seed). */
async function prepare(mode: StartupFigures['mode'], adminUrl: string | undefined): Promise<Prepared> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-startup-'));
  const dbName = `school_startup_${mode === 'compiled' ? 'compiled' : 'dev'}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let databaseUrl = '';
  if (adminUrl) {
    await admin(`create database ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  // The server alone: no transcoding worker of its own (TRANSCODE_WORKER=auto would fork one on the embedded database).
  const env = { ...(mode === 'compiled' ? PRODUCTION : { NODE_ENV: 'development' }), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRANSCODE_WORKER: 'off' };
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
  };
  try {
    await startOnce(env);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { mode, env, cleanup };
}

/** Both modes, their timed starts alternating so a change in the machine's load falls on both. */
export async function measureStartup(adminUrl = process.env.STARTUP_DATABASE_URL): Promise<StartupFigures[]> {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/main.js')) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('startup: building first (npm run build)…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  const modes: Prepared[] = [];
  try {
    for (const mode of ['dev (tsx)', 'compiled'] as const) modes.push(await prepare(mode, adminUrl));
    const runs = new Map<Prepared, Awaited<ReturnType<typeof startOnce>>[]>(modes.map((m) => [m, []]));
    for (let i = 0; i < RUNS; i++) for (const m of modes) runs.get(m)!.push(await startOnce(m.env));
    return modes.map((m) => {
      const r = runs.get(m)!;
      return {
        mode: m.mode,
        database: adminUrl ? 'PostgreSQL' : 'embedded',
        readyMs: median(r.map((x) => x.readyMs)),
        readyMsRuns: r.map((x) => x.readyMs),
        rssReadyMb: median(r.map((x) => x.rssReady)),
        rssSettledMb: median(r.map((x) => x.rssSettled)),
      };
    });
  } finally {
    for (const m of modes) await m.cleanup();
  }
}

if (import.meta.filename === process.argv[1]) {
  const figures = await measureStartup();
  console.table(figures);
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ${os.cpus().length} cores, Node ${process.version}`);
}
