import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';

export type VideoRow = typeof videos.$inferSelect;

/** How long a claimed transcode may go without reporting progress before another process takes it over. */
const LEASE = sql`interval '2 minutes'`;
/** Claims after which a video that keeps stopping its process is marked failed instead of retried. */
export const MAX_ATTEMPTS = 3;

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

export function readyTitles(db: Conn, mediaKeys: string[]) {
  if (mediaKeys.length === 0) return Promise.resolve([]);
  return db.select({ mediaKey: videos.mediaKey, title: videos.title }).from(videos).where(and(eq(videos.status, 'ready'), inArray(videos.mediaKey, mediaKeys)));
}

/** The upload's bytes have all arrived: it waits for a transcoder. */
export async function markQueued(db: Conn, uploadId: string): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'queued', progress: 0, error: null, attempts: 0, updatedAt: sql`now()` })
    .where(and(eq(videos.uploadId, uploadId), eq(videos.status, 'uploading')))
    .returning();
  return row;
}

/** A failed video goes back in the queue; undefined when it was not failed. */
export async function requeue(db: Conn, videoId: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ status: 'queued', progress: 0, error: null, attempts: 0, updatedAt: sql`now()` })
    .where(and(eq(videos.videoId, videoId), eq(videos.status, 'failed')))
    .returning();
  return row;
}

/**
 * Takes the oldest waiting video, or one whose transcoder stopped reporting (its process died), for
 * this process: one row, skipped by any other process claiming at the same moment.
 */
export async function claimNext(db: Conn): Promise<VideoRow | undefined> {
  const result = await db.execute<{ video_id: number }>(sql`
    update videos set status = 'processing', attempts = attempts + 1, progress = 0, error = null,
           lease_until = now() + ${LEASE}, updated_at = now()
     where video_id = (
       select video_id from videos
        where status = 'queued' or (status = 'processing' and lease_until < now() and attempts < ${MAX_ATTEMPTS})
        order by created_at, video_id
        limit 1
        for update skip locked)
    returning video_id`);
  const id = result.rows[0]?.video_id;
  return id === undefined ? undefined : videoById(db, id);
}

/** Videos whose process stopped mid-transcode too often: failed, with the reason. */
export async function failAbandoned(db: Conn): Promise<void> {
  await db
    .update(videos)
    .set({ status: 'failed', error: '처리 중 서버가 여러 번 멈췄습니다. 파일을 확인한 뒤 다시 처리해 주세요.', leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(videos.status, 'processing'), sql`${videos.leaseUntil} < now()`, sql`${videos.attempts} >= ${MAX_ATTEMPTS}`));
}

/** Progress of a claimed transcode; also renews its lease. */
export async function reportProgress(db: Conn, videoId: number, progress: number): Promise<void> {
  await db
    .update(videos)
    .set({ progress, leaseUntil: sql`now() + ${LEASE}`, updatedAt: sql`now()` })
    .where(and(eq(videos.videoId, videoId), eq(videos.status, 'processing')));
}

export async function markReady(db: Conn, videoId: number, durationSec: number, mediaKey: string): Promise<void> {
  await db
    .update(videos)
    .set({ status: 'ready', progress: 100, durationSec, mediaKey, error: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(videos.videoId, videoId));
}

export async function markFailed(db: Conn, videoId: number, error: string): Promise<void> {
  await db.update(videos).set({ status: 'failed', error, leaseUntil: null, updatedAt: sql`now()` }).where(eq(videos.videoId, videoId));
}
