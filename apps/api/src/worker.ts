/**
 * `npm run worker`: a transcoding worker (docs/decisions/083). Run any number, on any machine that
 * reaches the database (DATABASE_URL) and the media storage (MEDIA_STORAGE / VIDEO_DIR or S3_*).
 * With the embedded database the API process starts one itself (TRANSCODE_WORKER=auto).
 */
import pino from 'pino';
import { ConfigError, loadConfig, startupLogLevel } from './config.ts';
import { connect } from './db/client.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { TranscodeQueue } from './modules/admin-videos/transcode-queue.ts';
import { TranscodeWorker } from './modules/admin-videos/transcode-worker.ts';
import { bundledFfmpeg } from './modules/admin-videos/transcode.ts';
import { createMediaStorage } from './providers/media-storage/index.ts';
import { Sealer } from './lib/sealer.ts';
import { SEAL, sealingKeys } from './lib/configured-keys.ts';
import { ensureEncryptionKey } from './modules/auth/auth.queries.ts';
import { MediaKeyService } from './modules/media-keys/media-keys.service.ts';

const log = pino({ ...loggerOptions(startupLogLevel()), name: 'worker' });

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('npm run worker needs DATABASE_URL (with the embedded database, npm start runs one worker itself)');
  const database = connect(config.DATABASE_URL, 3);
  const queue = new TranscodeQueue(config.DATABASE_URL, { retries: config.TRANSCODE_RETRIES, retryDelaySeconds: config.TRANSCODE_RETRY_DELAY_SECONDS }, 'worker');
  // Segments are encrypted as they are packaged; their keys are sealed with the server's master key (decision 082).
  const master = sealingKeys(config, config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(database.db)));
  const keys = new MediaKeyService(database.db, new Sealer(master, SEAL.mediaKeys));
  const worker = new TranscodeWorker(database.db, queue, createMediaStorage(config), {
    ffmpeg: config.FFMPEG_PATH ?? bundledFfmpeg(),
    share: { threads: config.TRANSCODE_THREADS || undefined, yieldWhenBusy: config.TRANSCODE_YIELD },
    issueKeys: (mediaKey, count) => keys.issue(mediaKey, count),
    leaseSeconds: config.TRANSCODE_LEASE_SECONDS,
    pollSeconds: config.NODE_ENV === 'test' ? 0.5 : 2,
    log: { info: (m) => log.info(m), warn: (o, m) => log.warn(o, m) },
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A job in hand is not waited for: its lease runs out and another worker runs it again.
    setTimeout(() => process.exit(0), 10_000).unref();
    await worker.stop().catch(() => undefined);
    await database.pool.end().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Started by an API process: ends with it. A parent killed outright (SIGKILL) may leave no 'disconnect' to act on
  // while stop() waits on a database that went with it: the channel is checked, and the worker leaves at once (a job
  // in hand is taken up again when its lease runs out).
  process.on('disconnect', () => void stop());
  if (process.send) setInterval(() => !process.connected && process.exit(0), 5000).unref();
  await worker.start();
  log.info(`transcoding worker ${process.pid} waiting for jobs (storage: ${config.MEDIA_STORAGE})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) log.fatal(err.message);
  else log.fatal({ err }, 'worker start-up failed');
  process.exit(1);
});
