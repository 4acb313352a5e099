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
 * Resolves when the database answers and holds every migration this code needs: a readiness check (a process
 * whose schema is not there yet must get no traffic). Throws with the reason otherwise.
 */
export function migrationsCheck(pool: pg.Pool): () => Promise<void> {
  const expected = expectedMigrations();
  return async () => {
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const applied = rows[0]?.n ?? 0;
    if (applied < expected) throw new Error(`migrations applied ${applied} of ${expected}`);
  };
}
