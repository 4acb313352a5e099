import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirBusyError extends Error {}

/**
 * One server process per data directory: two servers on one embedded PostgreSQL
 * data dir would fight over it. The lock file holds the owner's pid; a lock left
 * by a process that no longer runs (e.g. after SIGKILL) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await readPid(file)) === process.pid) await fs.rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = await readPid(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `Another server process (pid ${owner}) already uses the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}.`);
}

async function readPid(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Whether a process runs. A killed process whose parent has not reaped it yet (a zombie, or
 * 'X' while being reaped) still answers kill(pid, 0), but holds nothing: it counts as dead.
 * That window lasts as long as the parent is slow, and refused restarts right after SIGKILL.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X' && state !== 'x';
}

/** The one-letter state from /proc/<pid>/stat (Linux), or null where there is no /proc. */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself contain ') '.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}
