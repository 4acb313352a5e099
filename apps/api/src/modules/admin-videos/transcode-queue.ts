import PgBoss from 'pg-boss';

export const TRANSCODE_QUEUE = 'video-transcode';

export interface TranscodeJob {
  videoId: number;
}

export interface QueueOptions {
  /** Runs after the first failure, each after a delay that doubles (pg-boss's back-off). */
  retries: number;
  retryDelaySeconds: number;
}

/**
 * The transcoding queue on PostgreSQL (pg-boss, docs/decisions/083). The API only sends jobs; workers
 * (`npm run worker`) run them. pg-boss keeps its tables in its own schema (`pgboss`) and installs them
 * on first start; the API starts it lazily, at its first send.
 */
export class TranscodeQueue {
  private started: Promise<PgBoss> | null = null;

  constructor(
    private readonly url: string,
    private readonly options: QueueOptions,
    private readonly role: 'sender' | 'worker' = 'sender',
  ) {}

  boss(): Promise<PgBoss> {
    this.started ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.url,
        max: 2,
        application_name: `school-${this.role}`,
        // Only workers keep the queue (expire, archive); an API process just sends.
        supervise: this.role === 'worker',
        schedule: false,
        maintenanceIntervalSeconds: 60,
      });
      boss.on('error', () => undefined);
      await boss.start();
      if (!(await boss.getQueue(TRANSCODE_QUEUE))) {
        // Another process may create it at the same moment.
        await boss.createQueue(TRANSCODE_QUEUE).catch(async (err: unknown) => {
          if (!(await boss.getQueue(TRANSCODE_QUEUE))) throw err;
        });
      }
      return boss;
    })();
    this.started.catch(() => {
      this.started = null;
    });
    return this.started;
  }

  /** Queues the transcode under the id stored on the video row: sending it twice leaves one job. */
  async send(videoId: number, jobId: string): Promise<void> {
    const boss = await this.boss();
    await boss.send(TRANSCODE_QUEUE, { videoId } satisfies TranscodeJob, {
      id: jobId,
      retryLimit: this.options.retries,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      // A backstop only: a worker that stops is noticed by its lease on the video row long before.
      expireInHours: 23,
    });
  }

  /** The job's state, or null when pg-boss has no such job. */
  async state(jobId: string): Promise<string | null> {
    const boss = await this.boss();
    return (await boss.getJobById(TRANSCODE_QUEUE, jobId))?.state ?? null;
  }

  async stop(): Promise<void> {
    const started = this.started;
    this.started = null;
    if (started) await (await started).stop({ graceful: false, wait: true, close: true }).catch(() => undefined);
  }
}
