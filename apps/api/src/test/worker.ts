import os from 'node:os';
import path from 'node:path';
import { TranscodeQueue } from '../modules/admin-videos/transcode-queue.ts';
import { TranscodeWorker } from '../modules/admin-videos/transcode-worker.ts';
import { bundledFfmpeg } from '../modules/admin-videos/transcode.ts';
import { createMediaStorage } from '../providers/media-storage/index.ts';
import { parseKey, Sealer } from '../lib/sealer.ts';
import { ensureEncryptionKey } from '../modules/auth/auth.queries.ts';
import { MediaKeyService } from '../modules/media-keys/media-keys.service.ts';
import type { TestContext } from './test-app.ts';

/** A transcoding worker in the test's process, on the test's database and media storage. */
export async function startTestWorker(t: TestContext, options: { leaseSeconds?: number } = {}): Promise<TranscodeWorker> {
  const queue = new TranscodeQueue(t.database.url, { retries: t.config.TRANSCODE_RETRIES, retryDelaySeconds: t.config.TRANSCODE_RETRY_DELAY_SECONDS }, 'worker');
  // The same sealing key as the test's app, so its key route opens what this worker issues.
  const master = parseKey(t.config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(t.database.db)));
  const keys = new MediaKeyService(t.database.db, new Sealer(master, 'media-keys'));
  const worker = new TranscodeWorker(t.database.db, queue, createMediaStorage(t.config), {
    ffmpeg: bundledFfmpeg(),
    issueKeys: (mediaKey, count) => keys.issue(mediaKey, count),
    leaseSeconds: options.leaseSeconds ?? t.config.TRANSCODE_LEASE_SECONDS,
    pollSeconds: 0.5,
    workDir: path.join(os.tmpdir(), `transcode-${process.pid}-${Math.random().toString(36).slice(2)}`),
    log: { info: () => undefined, warn: () => undefined },
  });
  await worker.start();
  return worker;
}
