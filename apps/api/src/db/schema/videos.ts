import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { lectures } from './learning.ts';

/**
 * A lecture video uploaded in the console (docs/decisions/066): received over tus, then turned into
 * HLS by ffmpeg in a worker (a pg-boss job, docs/decisions/083). `attempts` counts the runs and fences
 * a run that was taken for dead; a worker renews `lease_until` while it works. When `ready`, `media_key`
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
    /** The pg-boss job that transcodes it (docs/decisions/083); the same id across its retries. */
    jobId: uuid('job_id'),
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

/** A WebVTT subtitle of a lecture, one per language; the file lives in media storage at `subtitles/<lc_no>/<lang>.vtt`. */
export const lectureSubtitles = pgTable(
  'lecture_subtitles',
  {
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 8 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lcNo, t.lang] })],
);

/**
 * Subtitles a teacher adds to their own upload from the studio (decision 142): they travel with the video and are
 * copied to the lectures that use it when a proposal is published. Files in media storage (`subtitleOfVideoKey`).
 */
export const videoSubtitles = pgTable(
  'video_subtitles',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.videoId, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 8 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.lang] })],
);
