/**
 * Dumps what `runSeed` writes into a fresh database, every table's rows ordered, as JSON (decision 143): the check
 * that moving seed data between code and data files changed no row. Fields computed from the moment of the run
 * (timestamps, argon2 hashes with their random salt, receipt tokens) are replaced by a marker.
 *   node --import tsx scripts/seed-dump.ts > before.json
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../apps/api/src/db/client.ts';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { runSeed } from '../apps/api/src/db/seed/index.ts';

const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-dump-'));
const server = await startEmbedded({ dir: path.join(dir, 'pg'), logger: quiet, fast: true });
try {
  const database = connect(server.url('postgres'), 2);
  await runMigrations(database.pool);
  await runSeed(database.db);
  const tables = await database.pool.query<{ t: string }>(
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  /** Columns whose value is the moment of the run (or a hash with a random salt): only their presence is compared. */
  const now = new Set(['created_at', 'updated_at', 'password_hash', 'terms_agreed_at', 'privacy_agreed_at', 'receipt_token', 'expires_at', 'paid_at', 'receipt_due_at', 'settled_at', 'valid_from', 'valid_until', 'at', 'occurred_at']);
  const volatile = (table: string, column: string) =>
    (table === 'app_meta' && column === 'value') || (table === 'notices' && column === 'posted_at') || (now.has(column) && !(table === 'courses' && column.endsWith('_at')) && !(table === 'coupons' && column === 'valid_from'));
  const out: Record<string, unknown[]> = {};
  for (const { t } of tables.rows) {
    if (t === '__drizzle_migrations') continue;
    const rows = await database.pool.query(`select row_to_json(x) as r from "${t}" x order by row_to_json(x)::text`);
    if (rows.rows.length === 0) continue;
    out[t] = rows.rows.map(({ r }) => Object.fromEntries(Object.entries(r as Record<string, unknown>).map(([k, v]) => [k, volatile(t, k) && v !== null ? '<now>' : v])));
  }
  process.stdout.write(JSON.stringify(out, null, 1) + '\n');
  await database.pool.end();
} finally {
  await server.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
