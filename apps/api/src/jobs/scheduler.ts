import { KOREA_TIME_ZONE } from '@school/contracts';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface Job {
  /** Also the advisory-lock key, so two processes never run the same job at once. */
  name: string;
  /** Cron pattern (seconds field allowed), in Korean time. */
  pattern: string;
  run: () => Promise<unknown>;
}

/** A stable 32-bit key for a job name. */
function lockKey(name: string): number {
  let h = 7_240_100;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/**
 * Runs a job now if no other process is running it: a session advisory lock on a
 * dedicated connection. Returns false when another process holds it.
 */
export async function runOnce(pool: pg.Pool, job: Job, log: FastifyBaseLogger): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(7240100, $1) as locked', [lockKey(job.name)]);
    if (!rows[0]?.locked) return false;
    try {
      await job.run();
    } catch (err) {
      log.warn({ err, job: job.name }, 'scheduled job failed');
    } finally {
      await client.query('select pg_advisory_unlock(7240100, $1)', [lockKey(job.name)]);
    }
    return true;
  } finally {
    client.release();
  }
}

/** Starts every job on its pattern (croner; no overlap within a process, advisory lock across processes). */
export function startJobs(pool: pg.Pool, jobs: Job[], log: FastifyBaseLogger): () => void {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { timezone: KOREA_TIME_ZONE, protect: true, unref: true }, async () => {
        await runOnce(pool, job, log).catch((err: unknown) => log.warn({ err, job: job.name }, 'job lock failed'));
      }),
  );
  return () => crons.forEach((c) => c.stop());
}
