import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Readiness } from '../http/readiness.ts';
import { connect, type Database } from '../db/client.ts';
import { admin, withDatabase } from './global-setup.ts';
import { guardNestedConnections } from './pool-guard.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Sends a request the way the web client does (XSRF cookie copied into the header). */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template, and the real app on top of it. */
export async function createTestApp(env: Record<string, string> = {}, options: { logStream?: DestinationStream; readiness?: Readiness } = {}): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  const database = connect(withDatabase(adminUrl, name), 5);
  guardNestedConnections(database);
  const videoDir = path.join(os.tmpdir(), name);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', VIDEO_DIR: videoDir, ...env });
  const app = await buildApp({ config, database, ...options });
  const xsrf = 'test-xsrf-token';
  return {
    app,
    database,
    config,
    request: (options) =>
      app.inject({
        ...options,
        cookies: { 'XSRF-TOKEN': xsrf, ...options.cookies },
        headers: { 'x-xsrf-token': xsrf, ...options.headers },
      }),
    close: async () => {
      await app.close();
      await database.pool.end();
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(videoDir, { recursive: true, force: true });
    },
  };
}
