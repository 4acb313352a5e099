import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';
import { subscriptionCharges } from './subscription.ts';
import { courses, lectures } from './learning.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per member and lecture, created by POST /api/rs/auto after the access
 * rule allowed it. setTime only updates an existing row, in one statement:
 * max_second never goes down (completion), the resume position follows the
 * newest playback session (`player`, ordered as text; see docs/decisions/017).
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    /** Copied from the lecture so history needs no join to group by course. */
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    /** Length of the playable video at the start, seconds: the completion threshold is 90 % of it. */
    durationSec: integer('duration_sec').notNull(),
    player: varchar('player', { length: 64 }).notNull().default(''),
    position: integer('position').notNull().default(0),
    maxSecond: integer('max_second').notNull().default(0),
    /** Seconds of watching the server credits: at most the wall-clock time between saves (×2 speed). */
    creditedSecond: integer('credited_second').notNull().default(0),
    /** The position of the last save and when it came: the base of the next credit. */
    lastSecond: integer('last_second').notNull().default(0),
    savedAt: ts('saved_at').notNull().defaultNow(),
    /**
     * The current stream: when it started (the last start) and the credit it started from. A stream earns at most
     * its wall-clock time (×speed) plus the slack once, however many saves it sends.
     */
    streamAt: ts('stream_at').notNull().defaultNow(),
    streamBase: integer('stream_base').notNull().default(0),
    completedAt: ts('completed_at'),
    startedAt: ts('started_at').notNull().defaultNow(),
    /** Last start or position save: orders "recently watched". */
    watchedAt: ts('watched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.lcNo] }),
    check('lecture_progress_duration_positive', sql`${t.durationSec} > 0`),
    check('lecture_progress_position_range', sql`${t.position} >= 0 and ${t.maxSecond} >= ${t.position}`),
    // No index on watched_at or positions: every save changes them, and leaving them unindexed keeps
    // saves HOT updates (no index writes). A member's rows are found through the primary key's prefix.
    index('lecture_progress_member_course_idx').on(t.memberId, t.courseSn),
  ],
);

/**
 * Seconds of video the segment server delivered to a member for a lecture (decision 110): the sum of the segments'
 * lengths, each segment counted once per process and member (play/served-segments.ts), added in batches off the
 * hot path. Progress credit never exceeds it (plus the one-time slack). A row exists once a start of a lecture with a
 * video was recorded or a segment of it was served; a lecture with no row (no video) is bounded by time alone.
 */
export const lectureServed = pgTable(
  'lecture_served',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lcNo: integer('lc_no').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.lcNo] })],
);

/**
 * What a purchase line handed out (docs/decisions/080, 103): one row per line and lecture, the line being an order or
 * a subscription charge (exactly one of the two), written once when a signed playlist link, a playlist or a key of a
 * lecture that line unlocked left. Every refund counts these rows, and only these: previews and free lectures never
 * get one.
 */
export const lectureDeliveries = pgTable(
  'lecture_deliveries',
  {
    orderSn: bigint('order_sn', { mode: 'number' }).references(() => orders.orderSn, { onDelete: 'cascade' }),
    chargeSn: bigint('charge_sn', { mode: 'number' }).references(() => subscriptionCharges.chargeSn, { onDelete: 'cascade' }),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    deliveredAt: ts('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lecture_deliveries_order_uq').on(t.orderSn, t.lcNo),
    uniqueIndex('lecture_deliveries_charge_uq').on(t.chargeSn, t.lcNo),
    check('lecture_deliveries_one_line', sql`(${t.orderSn} is null) <> (${t.chargeSn} is null)`),
  ],
);

/**
 * Lecture comments: g_no is the thread (its first comment's co_sn), parent the
 * comment replied to (0 for a thread's first). Text is stored as typed and
 * always rendered as text.
 */
export const lectureComments = pgTable(
  'lecture_comments',
  {
    coSn: bigint('co_sn', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gNo: bigint('g_no', { mode: 'number' }).notNull(),
    parent: bigint('parent', { mode: 'number' }).notNull().default(0),
    comment: varchar('comment', { length: 1000 }).notNull(),
    /** visible | hidden (reported enough, pending review) | deleted (by its author). */
    status: varchar('status', { length: 10 }).notNull().default('visible'),
    accuseCount: integer('accuse_count').notNull().default(0),
    /** An operator's review of its reports: null = not reviewed, 'hidden' (stays hidden), 'kept' (stays visible). */
    moderation: varchar('moderation', { length: 10 }),
    moderatedAt: ts('moderated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lecture_comments_status', sql`${t.status} in ('visible', 'hidden', 'deleted')`),
    check('lecture_comments_accuse_count_nonnegative', sql`${t.accuseCount} >= 0`),
    check('lecture_comments_moderation', sql`${t.moderation} is null or ${t.moderation} in ('hidden', 'kept')`),
    // The moderation queue: reported comments no operator has reviewed yet.
    index('lecture_comments_reported_idx').on(t.coSn).where(sql`${t.accuseCount} > 0 and ${t.moderation} is null`),
    index('lecture_comments_lecture_idx').on(t.lcNo, t.gNo),
  ],
);

/** One report per member per comment (the primary key makes a repeated report a no-op). */
export const commentAccusations = pgTable(
  'comment_accusations',
  {
    coSn: bigint('co_sn', { mode: 'number' })
      .notNull()
      .references(() => lectureComments.coSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accuseCd: varchar('accuse_cd', { length: 2 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coSn, t.memberId] })],
);

