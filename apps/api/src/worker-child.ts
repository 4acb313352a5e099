import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadsBesideApi } from './modules/admin-videos/transcode.ts';

interface Log {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

/** The worker's own nice value beside the API (its ffmpeg runs lower still, transcode.ts). */
export const WORKER_NICE = 10;

/**
 * One transcoding worker as a child of this API process (TRANSCODE_WORKER; docs/decisions/083): its own
 * process, so ffmpeg's bookkeeping never shares this event loop, started again if it dies, stopped
 * with the API. It shares the API's cores, so it yields them: the process runs at a lower priority (its packaging
 * and encryption too), ffmpeg on one core fewer than the machine has (TRANSCODE_THREADS, when not set) and held stopped
 * while other work leaves it no idle core (TRANSCODE_YIELD, when not set; decision 100).
 * Returns the stop function.
 */
export function startWorkerChild(databaseUrl: string, log: Log): () => Promise<void> {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  // The compiled server (apps/api/dist, decision 089) forks the compiled worker beside it; the sources fork through tsx.
  const compiled = path.join(import.meta.dirname, 'worker.js');
  const [entry, execArgv] = existsSync(compiled) ? [compiled, []] : [path.join(import.meta.dirname, 'worker.ts'), ['--import', 'tsx']];
  const spawnOne = () => {
    const proc = fork(entry, [], {
      execArgv,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        TRANSCODE_THREADS: process.env.TRANSCODE_THREADS || String(threadsBesideApi()),
        TRANSCODE_YIELD: process.env.TRANSCODE_YIELD || 'true',
      },
      stdio: 'inherit',
    });
    child = proc;
    if (proc.pid) {
      try {
        os.setPriority(proc.pid, WORKER_NICE);
      } catch {
        // not permitted here: the worker runs at the API's priority (its ffmpeg still at the lowest)
      }
    }
    let ended = false;
    const again = (why: string) => {
      if (ended || stopping) return;
      ended = true;
      child = null;
      restarts += 1;
      const delay = Math.min(60_000, 1000 * 2 ** Math.min(restarts, 6));
      log.warn(`transcoding worker ${why}; starting another in ${delay / 1000} s`);
      setTimeout(() => !stopping && spawnOne(), delay).unref();
    };
    // A worker that cannot even start (its Node binary not executable for this user, say) is logged and tried again
    // like one that died: the API itself keeps serving.
    proc.on('error', (err) => again(`could not start (${err.message})`));
    proc.on('exit', (code, signal) => again(`stopped (${signal ?? code})`));
  };
  spawnOne();
  log.info('transcoding worker started beside the API (TRANSCODE_WORKER)');
  return async () => {
    stopping = true;
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        resolve();
      }, 12_000);
      proc.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      proc.kill('SIGTERM');
    });
  };
}
