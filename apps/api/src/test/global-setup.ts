import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.ts';
import { startEmbedded } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { runSeed } from '../db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test server; per-file databases are created through it. */
    pgAdminUrl: string;
    /** Migrated and seeded database that every test file clones. */
    templateDb: string;
  }
}

const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };

/**
 * One PostgreSQL for the whole run: the embedded one by default, or the server
 * named by TEST_DATABASE_URL (CI runs the suite once more that way).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as unknown;
  let dir: string | null = null;
  if (!adminUrl) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'school-test-pg-'));
    const server = await startEmbedded({ dir: path.join(dir, 'pg'), logger: quiet, fast: true });
    adminUrl = server.url('postgres');
    stop = server.stop;
  }

  const templateDb = `school_tpl_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `CREATE DATABASE ${templateDb}`);
  const database = connect(withDatabase(adminUrl, templateDb), 2);
  await runMigrations(database.pool);
  await runSeed(database.db);
  await database.pool.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => undefined);
    await stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}

export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
