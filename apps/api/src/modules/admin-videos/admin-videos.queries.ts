import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';

export type VideoRow = typeof videos.$inferSelect;

export async function insertVideo(db: Conn, v: { uploadId: string; title: string; sizeBytes: number; createdBy: number }): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(v).returning();
  return row!;
}

export async function videoById(db: Conn, videoId: number): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.videoId, videoId));
  return row;
}

export async function videoByUpload(db: Conn, uploadId: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.uploadId, uploadId));
  return row;
}

export async function videoPage(db: Conn, page: number, size: number) {
  const [list, [count]] = await Promise.all([
    db.select().from(videos).orderBy(desc(videos.createdAt), desc(videos.videoId)).limit(size).offset((page - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(videos),
  ]);
  return { total: count?.total ?? 0, list };
}

/** A member's uploads, newest first (the studio lists a teacher's own; decision 142). */
export function videosBy(db: Conn, memberId: number, limit = 200) {
  return db.select().from(videos).where(eq(videos.createdBy, memberId)).orderBy(desc(videos.createdAt), desc(videos.videoId)).limit(limit);
}

export function readyTitles(db: Conn, mediaKeys: string[]) {
  if (mediaKeys.length === 0) return Promise.resolve([]);
  return db.select({ mediaKey: videos.mediaKey, title: videos.title }).from(videos).where(and(eq(videos.status, 'ready'), inArray(videos.mediaKey, mediaKeys)));
}

/** The upload's bytes have all arrived: it waits for a worker, under a new job id. */
export async function markQueued(db: Conn, uploadId: string): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'queued', progress: 0, error: null, attempts: 0, jobId: sql`gen_random_uuid()`, updatedAt: sql`now()` })
    .where(and(eq(videos.uploadId, uploadId), eq(videos.status, 'uploading')))
    .returning();
  return row;
}

/** A failed video goes back in the queue under a new job id; undefined when it was not failed. */
export async function requeue(db: Conn, videoId: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'queued', progress: 0, error: null, attempts: 0, jobId: sql`gen_random_uuid()`, updatedAt: sql`now()` })
    .where(and(eq(videos.videoId, videoId), eq(videos.status, 'failed')))
    .returning();
  return row;
}

/** Queued videos not touched for a while: their job may never have been sent (the sending process stopped). */
export function stalledQueued(db: Conn, olderThanSeconds: number) {
  return db
    .select({ videoId: videos.videoId, uploadId: videos.uploadId, jobId: videos.jobId })
    .from(videos)
    .where(and(eq(videos.status, 'queued'), sql`${videos.updatedAt} < now() - make_interval(secs => ${olderThanSeconds})`));
}

/**
 * This job's run takes the video: a queued one, or one whose previous run stopped renewing its lease.
 * Returns the run's number (the fence every later write of this run carries), or undefined.
 */
export async function claimRun(db: Conn, videoId: number, jobId: string, leaseSeconds: number): Promise<number | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'processing', attempts: sql`${videos.attempts} + 1`, progress: 0, error: null, leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: sql`now()` })
    .where(and(eq(videos.videoId, videoId), eq(videos.jobId, jobId), sql`(${videos.status} = 'queued' or (${videos.status} = 'processing' and ${videos.leaseUntil} < now()))`))
    .returning({ attempts: videos.attempts });
  return row?.attempts;
}

const runOf = (videoId: number, run: number) => and(eq(videos.videoId, videoId), eq(videos.attempts, run), eq(videos.status, 'processing'));

/** Renews the run's lease, with its progress when given; false when the run no longer holds the video. */
export async function renewLease(db: Conn, videoId: number, run: number, leaseSeconds: number, progress?: number): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ ...(progress === undefined ? {} : { progress }), leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: sql`now()` })
    .where(runOf(videoId, run))
    .returning({ videoId: videos.videoId });
  return rows.length > 0;
}

/** Runs whose worker stopped renewing the lease (its process or machine died). */
export function expiredRuns(db: Conn) {
  return db
    .select({ videoId: videos.videoId, jobId: videos.jobId, attempts: videos.attempts })
    .from(videos)
    .where(and(eq(videos.status, 'processing'), sql`${videos.leaseUntil} < now()`));
}

export async function markReady(db: Conn, videoId: number, run: number, durationSec: number, mediaKey: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ status: 'ready', progress: 100, durationSec, mediaKey, error: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(runOf(videoId, run))
    .returning({ videoId: videos.videoId });
  return rows.length > 0;
}

/** The run ended without a video: `queued` again when its job will be retried, else `failed` with the reason. */
export async function endRun(db: Conn, videoId: number, run: number, outcome: { status: 'queued' | 'failed'; error: string }): Promise<void> {
  await db
    .update(videos)
    .set({ status: outcome.status, error: outcome.error, progress: 0, leaseUntil: null, updatedAt: sql`now()` })
    .where(runOf(videoId, run));
}

export function readyKeys(db: Conn) {
  return db.select({ mediaKey: videos.mediaKey }).from(videos).where(eq(videos.status, 'ready')).orderBy(desc(videos.videoId));
}

/** A queued video from before the queue had job ids (docs/decisions/083) gets one. */
export async function assignJob(db: Conn, videoId: number): Promise<string | undefined> {
  const [row] = await db
    .update(videos)
    .set({ jobId: sql`gen_random_uuid()`, updatedAt: sql`now()` })
    .where(and(eq(videos.videoId, videoId), eq(videos.status, 'queued'), sql`${videos.jobId} is null`))
    .returning({ jobId: videos.jobId });
  return row?.jobId ?? undefined;
}

/**
 * The row of a live class's recording (decision 141), once per class: the upload id `live-<class id>` is unique, so a
 * second `live.broadcast_closed` (a retry, another process) finds it taken and returns nothing. `processing` while
 * its segments are repackaged; no lease, so the transcode sweep leaves it alone.
 */
export async function insertBroadcast(db: Conn, v: { uploadId: string; title: string; createdBy: number }): Promise<VideoRow | undefined> {
  const [row] = await db
    .insert(videos)
    .values({ ...v, sizeBytes: 0, status: 'processing' })
    .onConflictDoNothing({ target: videos.uploadId })
    .returning();
  return row;
}

export async function finishBroadcast(db: Conn, videoId: number, outcome: { durationSec: number; sizeBytes: number; mediaKey: string } | { error: string }): Promise<void> {
  await db
    .update(videos)
    .set(
      'error' in outcome
        ? { status: 'failed', error: outcome.error, progress: 0, updatedAt: sql`now()` }
        : { status: 'ready', progress: 100, error: null, durationSec: outcome.durationSec, sizeBytes: outcome.sizeBytes, mediaKey: outcome.mediaKey, updatedAt: sql`now()` },
    )
    .where(and(eq(videos.videoId, videoId), eq(videos.status, 'processing')));
}
