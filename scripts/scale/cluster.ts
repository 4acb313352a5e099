/**
 * The pieces of a scaled-out school, each started by the script so it may stop, kill and restart
 * them: PostgreSQL (the embedded binaries on a port of their own), Redis (the machine's redis-server
 * on a port of its own), N API processes, and haproxy in front.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startEmbedded, type EmbeddedServer } from '../../apps/api/src/db/embedded.ts';
import { ensureDebianPackage } from '../debian.ts';

const root = path.resolve(import.meta.dirname, '../..');
const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** PostgreSQL that keeps its port across restarts, so the API processes find it again. */
export class Postgres {
  private server: EmbeddedServer | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async start(dir: string): Promise<Postgres> {
    const pg = new Postgres(dir, await freePort());
    await pg.up();
    return pg;
  }

  url(database = 'postgres'): string {
    if (!this.server) throw new Error('PostgreSQL is not running');
    return this.server.url(database);
  }

  async up(): Promise<void> {
    this.server = await startEmbedded({ dir: this.dir, logger: quiet, port: this.port });
  }

  async down(): Promise<void> {
    await this.server?.stop();
  }
}

/** A redis-server of the script's own (Debian's binary, installed when missing), so it can be taken down. */
export class RedisServer {
  private proc: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    ensureDebianPackage('redis-server', '/usr/bin/redis-server');
    const redis = new RedisServer(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG') {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await sleep(100);
    }
  }

  async kill(): Promise<void> {
    await killAndWait(this.proc, 'SIGKILL');
    this.proc = null;
  }
}

export interface ApiProcess {
  name: string;
  port: number;
  url: string;
  log: string;
  /** Still running (it did not die on its own). */
  alive: () => boolean;
  start: () => Promise<void>;
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The API's start command: the compiled server when `npm test` built it in its first step (TEST_BUILT=1), as
 * production runs it; otherwise the TypeScript sources, so a run after an edit never tests a stale build.
 */
export const API_COMMAND = process.env.TEST_BUILT === '1' ? ['apps/api/dist/main.js'] : ['--import', 'tsx', 'apps/api/src/main.ts'];

/** One API process on its own port; its log goes to `<logDir>/<name>.log`. */
export async function apiProcess(name: string, env: Record<string, string>, logDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc: ChildProcess | null = null;
  const log = path.join(logDir, `${name}.log`);
  const start = async () => {
    const out = fs.openSync(log, 'a');
    proc = spawn(process.execPath, API_COMMAND, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env, PORT: String(port) } });
    fs.closeSync(out);
    await waitHealthy(url, proc, 120_000, name);
  };
  return {
    name,
    port,
    url,
    log,
    alive: () => proc !== null && proc.exitCode === null && proc.signalCode === null,
    start,
    kill: async () => {
      await killAndWait(proc, 'SIGKILL');
      proc = null;
    },
    stop: async () => {
      await killAndWait(proc, 'SIGTERM');
      proc = null;
    },
  };
}

async function killAndWait(proc: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill(signal);
  await exited;
}

export async function waitHealthy(url: string, proc: ChildProcess | null, timeoutMs: number, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false))) {
    if ((proc && proc.exitCode !== null) || Date.now() > deadline) throw new Error(`${name} did not start (see its log)`);
    await sleep(200);
  }
}

/** Waits until a process's /readyz answers 200: what the proxy's checks wait for before sending it requests. */
export async function waitReady(url: string, timeoutMs: number, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${name} did not become ready (see its log)`);
    await sleep(200);
  }
}

/** Debian's haproxy, installed when missing (as the bench installs wrk and the e2e run Chromium). */
export function ensureHaproxy(): string {
  return ensureDebianPackage('haproxy', '/usr/sbin/haproxy');
}

/**
 * haproxy in front of the API processes: round robin, a /readyz check every second (three misses take a
 * process out, two answers bring it back), and a request whose connection was refused is sent to the
 * other process. A read already inside a process that dies is replayed on the other; a write is not (it
 * may have happened).
 */
export async function startProxy(binary: string, backends: ApiProcess[], dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch 1',
    // A refused connection is retried for any request (nothing was sent); a request cut off inside a dying
    // process only when it is a read (GET/HEAD): a write may have happened.
    '  retry-on conn-failure empty-response response-timeout',
    'frontend school',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    'backend api',
    '  balance roundrobin',
    // Readiness, not liveness: a process draining after SIGTERM answers 503 here and leaves the pool first.
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // A busy process answers its check late, not never: three misses of 3 s take it out.
    '  timeout check 3s',
    '  default-server inter 1s fall 3 rise 2',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const proc = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, proc, 20_000, 'haproxy');
  return { url, stop: () => killAndWait(proc, 'SIGTERM') };
}

/** Requests that failed inside a process (its 5xx), from its log: none may happen, whether or not a client saw them. */
export function unhandledErrors(api: ApiProcess): string[] {
  const lines = fs.existsSync(api.log) ? fs.readFileSync(api.log, 'utf8').split('\n') : [];
  return lines.filter((l) => l.includes('"msg":"unhandled error"') || (l.trim() && !l.startsWith('{'))).map((l) => `${api.name}: ${l.slice(0, 300)}`);
}

/** process_resident_memory_bytes of one process, read from its /metrics (the script is on 127.0.0.1). */
export async function residentMb(api: ApiProcess): Promise<number | null> {
  const text = await fetch(`${api.url}/metrics`, { signal: AbortSignal.timeout(5000) }).then((r) => r.text(), () => '');
  const m = /^process_resident_memory_bytes (\d+)/m.exec(text);
  return m ? Math.round(Number(m[1]) / 1024 / 1024) : null;
}
