import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
// Any constant shared by every process of this app: only one of them migrates at a time.
const MIGRATION_LOCK = 7_240_001;

/** Applies pending migrations; safe to call from several processes at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How many migrations this code carries (drizzle-kit's journal). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Resolves when the database answers and holds every migration this code needs: a readiness check (a process whose
 * schema is not there yet must get no traffic). Once it has passed, losing the database does not fail it: every
 * process shares the database, and taking them all out of the proxy's pool would turn the API's own 9002 answers
 * into the proxy's bare 503s (decision 089). A schema found behind the code fails it at any time.
 */
export function migrationsCheck(pool: pg.Pool): () => Promise<void> {
  const expected = expectedMigrations();
  let reachedOnce = false;
  return async () => {
    let applied: number;
    try {
      const query = pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations').then((r) => r.rows[0]?.n ?? 0);
      // A pool busy with members' requests answers late: once ready, that is no reason to leave the pool.
      query.catch(() => undefined); // answered after the race: nobody waits for it any more
      const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000).unref());
      const answer = reachedOnce ? await Promise.race([query, late]) : await query;
      if (answer === null) return;
      applied = answer;
    } catch (err) {
      if (reachedOnce) return;
      throw err;
    }
    if (applied < expected) throw new Error(`migrations applied ${applied} of ${expected}`);
    reachedOnce = true;
  };
}
