import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { freePort } from '../db/embedded.ts';

// Server processes for main.test.ts and main-restart.test.ts: the server as people run it, a real process on an
// embedded PostgreSQL in DATA_DIR. Under `npm test`, which builds first (TEST_BUILT=1), the compiled server
// production runs; otherwise the sources, so an edit is never tested stale.
const MAIN = path.join(import.meta.dirname, '../main.ts');
export const SERVER_ARGS = process.env.TEST_BUILT === '1' ? [path.join(import.meta.dirname, '../../dist/main.js')] : ['--import', 'tsx', MAIN];
const started: ChildProcess[] = [];
afterAll(() => started.forEach((p) => p.exitCode === null && p.kill('SIGKILL')));

export interface Server {
  proc: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServer(dataDir: string, user?: number, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: 'test', ...extraEnv };
  const args = SERVER_ARGS;
  const proc = user
    ? // setpriv execs in place (no wrapper process), so signals reach the server itself.
      spawn('setpriv', [`--reuid=${user}`, `--regid=${user}`, '--clear-groups', process.execPath, ...args], { env, cwd: process.cwd() })
    : // Its own process group, so a test can kill the server with its PostgreSQL as a supervisor would.
      spawn(process.execPath, args, { env, cwd: process.cwd(), detached: true });
  started.push(proc);
  let out = '';
  proc.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, port, output: () => out, exited };
}

export async function waitHealthy(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  return text ? Number.parseInt(text.split('\n')[0] ?? '', 10) : null;
}

/** Talks to the embedded database directly, as an operator would. */
export async function sql(dataDir: string, text: string) {
  const pid = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3];
  const password = (await fs.readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A data dir for the tests of one file, which share it rather than each making a cluster: each test leaves it
 * stopped, and initialising a cluster, migrating and seeding is most of a first start. The first test starts on it
 * empty. Two files, two dirs: vitest runs the files side by side.
 */
export const newDataDir = () =>
  fs.mkdtemp(path.join(os.tmpdir(), 'school-main-')).then((dir) => path.join(dir, 'data'));

export const menuTitles = async (server: Server) => JSON.stringify(await (await fetch(`http://127.0.0.1:${server.port}/api/comm/menu`)).json());
