import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive } from './db/data-dir-lock.ts';
import { makeTraversable } from './db/embedded.ts';
import { menuTitles, newDataDir, postmasterPid, SERVER_ARGS, sql, startServer, waitHealthy } from './test/server-process.ts';

// The server as people run it: a real process on an embedded PostgreSQL in DATA_DIR (test/server-process.ts).
// Stopping and restarting is in main-restart.test.ts, on a data dir of its own, so the two files run side by side.
const sharedDataDir = newDataDir();

// Several real server starts per test: generous limits for a busy 2-core machine.
describe('the server process on its embedded database', { timeout: 120_000 }, () => {
  it('keeps data across restarts, refuses a second server on the same data dir, and recovers from SIGKILL', async () => {
    const dataDir = await sharedDataDir;

    const first = await startServer(dataDir);
    await waitHealthy(first);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already uses the data directory');

    await sql(dataDir, "insert into categories (ca_sn, p_ca_sn, title) values (901, 254, '재시작 확인')");
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await postmasterPid(dataDir)).toBeNull();

    const third = await startServer(dataDir);
    await waitHealthy(third);
    expect(await menuTitles(third)).toContain('재시작 확인');

    const orphan = await postmasterPid(dataDir);
    third.proc.kill('SIGKILL');
    await third.exited;
    expect(orphan !== null && isAlive(orphan)).toBe(true);

    const fourth = await startServer(dataDir);
    await waitHealthy(fourth);
    expect(isAlive(orphan!)).toBe(false);
    expect(await menuTitles(fourth)).toContain('재시작 확인');
    fourth.proc.kill('SIGINT');
    expect(await fourth.exited).toBe(0);
  });

  it.runIf(os.userInfo().uid === 0)('also runs as an unprivileged user', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'school-nobody-'));
    await fs.chmod(dir, 0o755);
    const nobody = 65534;
    await fs.chown(dir, nobody, nobody);
    // The checkout may sit in a private (700) directory; the unprivileged server must reach its files.
    await makeTraversable(path.dirname(SERVER_ARGS.at(-1)!), { warn: () => undefined });
    const server = await startServer(path.join(dir, 'data'), nobody);
    await waitHealthy(server);
    expect(await menuTitles(server)).toContain('해외선물');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
