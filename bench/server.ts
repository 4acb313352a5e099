import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/src/db/embedded.ts';

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  stop: () => Promise<void>;
}

// BENCH_SERVER_ROOT: another checkout's server, to compare before/after in one run.
const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(import.meta.dirname, '..'));

/** The production server on a fresh data dir, as `npm start` runs it (web build included). */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  // scripts/start.js since the compiled-server change; an older checkout (BENCH_SERVER_ROOT) has scripts/start.ts.
  const start = fs.existsSync(path.join(root, 'scripts/start.js')) ? ['scripts/start.js'] : ['--import', 'tsx', 'scripts/start.ts'];
  const proc = spawn(process.execPath, [...nodeArgs, ...start], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The production default (info): the figures include what logging costs.
      // One load generator on one address: the per-IP limit would measure itself.
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(proc, `${url}/api/health`, 120_000, 'bench server');
  return {
    url,
    proc,
    stop: async () => {
      const exited = new Promise((r) => proc.on('exit', r));
      proc.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bare Fastify hello (bench/bare-server.ts): the anchor every load figure is divided by. */
export async function startBare(): Promise<BenchServer> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(proc, `${url}/`, 30_000, 'bare Fastify');
  return {
    url,
    proc,
    stop: async () => {
      const exited = new Promise((r) => proc.on('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls `probe` until it answers 2xx; fails when the process exits or the time is up. */
async function waitUntilUp(proc: ChildProcess, probe: string, timeoutMs: number, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(probe).then((r) => r.ok, () => false))) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
