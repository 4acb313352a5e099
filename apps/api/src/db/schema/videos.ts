import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A lecture video uploaded in the console (docs/decisions/066): received over tus, then turned into
 * HLS by ffmpeg. `queued` rows are claimed by one process at a time (FOR UPDATE SKIP LOCKED, with a
 * lease so a process that died mid-transcode gives the row back). When `ready`, `media_key`
 * (`uploads/<id>`) is what a lecture points at.
 */
export const videos = pgTable(
  'videos',
  {
    videoId: integer('video_id').primaryKey().generatedByDefaultAsIdentity(),
    /** The tus upload id (the name of the received file in VIDEO_DIR/incoming). */
    uploadId: varchar('upload_id', { length: 64 }).notNull().unique(),
    /** The file name the operator uploaded, shown in the console. */
    title: varchar('title', { length: 200 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('uploading'),
    /** Processing progress, 0–100. */
    progress: smallint('progress').notNull().default(0),
    /** Why the last transcode failed, in Korean, for the operator. */
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    durationSec: integer('duration_sec'),
    mediaKey: varchar('media_key', { length: 300 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('videos_status', sql`${t.status} in ('uploading', 'queued', 'processing', 'ready', 'failed')`),
    check('videos_progress_range', sql`${t.progress} between 0 and 100`),
    index('videos_created_idx').on(t.createdAt),
    index('videos_queued_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'processing')`),
  ],
);
