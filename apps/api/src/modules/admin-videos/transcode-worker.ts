import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../providers/media-storage/index.ts';
import { claimRun, endRun, expiredRuns, markReady, renewLease, videoById } from './admin-videos.queries.ts';
import { TRANSCODE_QUEUE, type TranscodeJob, type TranscodeQueue } from './transcode-queue.ts';
import { killRunning, probe, transcode, TranscodeError, type CpuShare } from './transcode.ts';
import type { ContentKey } from '../../lib/hls-encrypt.ts';

export interface WorkerOptions {
  ffmpeg: string;
  /** ffmpeg threads per transcode (TRANSCODE_THREADS; unset = every core) and whether it yields to a busy machine (TRANSCODE_YIELD). */
  share?: CpuShare;
  /** Content keys for a video's segments (AES-128, decision 082), sealed in PostgreSQL by the media-keys module. */
  issueKeys: (mediaKey: string, count: number) => Promise<ContentKey[]>;
  /** Seconds without a lease renewal after which a run is taken for dead. */
  leaseSeconds: number;
  /** Local scratch space for the source and the renditions being made. */
  workDir?: string;
  /** How often the queue is polled for a job (pg-boss's minimum is 0.5 s). */
  pollSeconds?: number;
  log: { info: (msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** Where a source waits in media storage between the upload and its transcode. */
export const sourceKey = (uploadId: string) => `sources/${uploadId}`;
/** Where a processed video lives in media storage (the media store serves `uploads/<id>` from here). */
export const hlsPrefix = (videoId: number) => `hls/${videoId}/`;

const STOPPED_MESSAGE = '처리하던 작업 프로세스가 멈춰 다시 처리합니다.';
const UPGRADE_MESSAGE = '서버를 새 버전으로 바꾸는 동안 처리가 멈췄습니다. 다시 처리해 주세요.';
const GAVE_UP_MESSAGE = '처리 중 작업 프로세스가 여러 번 멈췄습니다. 파일을 확인한 뒤 다시 처리해 주세요.';

/**
 * A transcoding worker (docs/decisions/083): takes one job at a time from the queue, fetches the source
 * from media storage, runs ffmpeg locally, and puts the ladder, master playlist and poster back. While
 * it works it renews a lease on the video row; any worker that finds a lease run out fails that job in
 * pg-boss, which hands it out again after its back-off.
 */
export class TranscodeWorker {
  private sweeper: NodeJS.Timeout | null = null;
  private readonly workDir: string;

  constructor(
    private readonly db: Db,
    private readonly queue: TranscodeQueue,
    private readonly storage: MediaStorage,
    private readonly options: WorkerOptions,
  ) {
    this.workDir = options.workDir ?? path.join(os.tmpdir(), 'school-transcode');
  }

  async start(): Promise<void> {
    const boss = await this.queue.boss();
    await boss.work<TranscodeJob>(TRANSCODE_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds ?? 2 }, async ([job]) => {
      if (job) await this.run(job);
    });
    const every = Math.max(1, Math.min(30, this.options.leaseSeconds / 2)) * 1000;
    this.sweeper = setInterval(() => void this.sweep().catch((err: unknown) => this.options.log.warn({ err }, 'transcode sweep failed')), every);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    killRunning();
    await this.queue.stop();
  }

  /** Jobs whose worker died: failed in pg-boss (retried after the back-off, or given up at the limit). */
  async sweep(): Promise<void> {
    const boss = await this.queue.boss();
    for (const run of await expiredRuns(this.db)) {
      if (!run.jobId) {
        // Claimed by a version without the job queue: it stopped with that version.
        await endRun(this.db, run.videoId, run.attempts, { status: 'failed', error: UPGRADE_MESSAGE });
        continue;
      }
      await boss.fail(TRANSCODE_QUEUE, run.jobId, { message: 'worker stopped renewing its lease' });
      const state = await this.queue.state(run.jobId);
      const retried = state === 'retry' || state === 'created' || state === 'active';
      await endRun(this.db, run.videoId, run.attempts, retried ? { status: 'queued', error: STOPPED_MESSAGE } : { status: 'failed', error: GAVE_UP_MESSAGE });
      this.options.log.info(`video ${run.videoId}: its worker stopped; ${retried ? 'the job runs again' : 'given up'}`);
    }
  }

  private async run(job: JobWithMetadata<TranscodeJob>): Promise<void> {
    const { videoId } = job.data;
    const run = await claimRun(this.db, videoId, job.id, this.options.leaseSeconds);
    // Another run holds it, or it was re-queued under a new job: nothing for this one to do.
    if (run === undefined) return;
    const row = await videoById(this.db, videoId);
    if (!row) return;
    const scratch = path.join(this.workDir, `${videoId}.${run}.${process.pid}`);
    let progress = 0;
    let lost = false;
    const renew = async () => {
      if (!(await renewLease(this.db, videoId, run, this.options.leaseSeconds, progress).catch(() => true))) lost = true;
    };
    const heartbeat = setInterval(() => void renew(), Math.max(500, (this.options.leaseSeconds * 1000) / 3));
    try {
      await fs.rm(scratch, { recursive: true, force: true });
      const input = path.join(scratch, 'source');
      const out = path.join(scratch, 'hls');
      await fs.mkdir(out, { recursive: true });
      if (!(await this.storage.download(sourceKey(row.uploadId), input))) throw new TranscodeError('올린 원본 파일을 찾을 수 없습니다. 영상을 다시 올려 주세요.');
      const source = await probe(this.options.ffmpeg, input);
      this.options.log.info(`video ${videoId}: transcoding ${source.width}x${source.height}, ${Math.round(source.durationSec)} s (run ${run})`);
      let reportedAt = 0;
      await transcode(this.options.ffmpeg, input, out, source, (fraction) => {
        // The last percent is left for the upload to storage.
        const percent = Math.min(95, Math.floor(fraction * 95));
        if (percent <= progress || (Date.now() - reportedAt < 500 && percent - progress < 10)) return;
        progress = percent;
        reportedAt = Date.now();
        void renew();
      }, (count) => this.options.issueKeys(`uploads/${videoId}`, count), this.options.share);
      if (lost) return;
      await this.upload(videoId, out);
      if (await markReady(this.db, videoId, run, Math.max(1, Math.round(source.durationSec)), `uploads/${videoId}`)) {
        // The source is not kept once its HLS exists: a retry is only offered for failures.
        await this.storage.delete(sourceKey(row.uploadId));
        this.options.log.info(`video ${videoId}: ready`);
      }
    } catch (err) {
      if (err instanceof TranscodeError) {
        // The file itself is the problem: running it again would fail the same way.
        await endRun(this.db, videoId, run, { status: 'failed', error: err.message.slice(0, 1000) });
        return;
      }
      this.options.log.warn({ err, videoId }, 'video transcode failed');
      const last = job.retryCount >= job.retryLimit;
      const reason = `영상 처리 중 오류가 났습니다: ${err instanceof Error ? err.message : String(err)}`.slice(0, 900);
      await endRun(this.db, videoId, run, last ? { status: 'failed', error: reason } : { status: 'queued', error: `${reason} (잠시 후 다시 처리합니다)` });
      throw err;
    } finally {
      clearInterval(heartbeat);
      await fs.rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Puts the renditions up first and the master playlist last: a video is listed only once whole. */
  private async upload(videoId: number, out: string): Promise<void> {
    const prefix = hlsPrefix(videoId);
    await this.storage.deletePrefix(prefix);
    const files = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    const rest = files.filter((f) => f !== 'master.m3u8');
    for (let i = 0; i < rest.length; i += 8) {
      await Promise.all(rest.slice(i, i + 8).map(async (f) => this.storage.put(prefix + f, await fs.readFile(path.join(out, f)))));
    }
    await this.storage.put(`${prefix}master.m3u8`, await fs.readFile(path.join(out, 'master.m3u8')));
  }
}
