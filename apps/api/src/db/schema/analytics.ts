import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses, lectures } from './learning.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lecture's chapters: where each starts in the video and its title. The retention curve marks them (decision 123);
 * the studio's lecture editor writes them.
 */
export const lectureChapters = pgTable(
  'lecture_chapters',
  {
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    atSec: integer('at_sec').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lcNo, t.atSec] }), check('lecture_chapters_at_nonnegative', sql`${t.atSec} >= 0`)],
);

// The aggregates below are written whole by the `studio-analytics` job (modules/analytics, decision 123) from the
// progress rows, enrolments, the ledger and reviews; the analytics pages read only these, never the raw rows.

/** Per course: its learners and completion funnel, net revenue and ratings, as of `refreshed_at`. */
export const analyticsCourses = pgTable(
  'analytics_courses',
  {
    courseSn: integer('course_sn')
      .primaryKey()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    teacherSn: integer('teacher_sn').notNull(),
    lectureCount: integer('lecture_count').notNull(),
    /** Enrolled (a course entitlement) or watched any lecture of it. */
    learners: integer('learners').notNull(),
    started: integer('started').notNull(),
    /** Completed at least half of its lectures. */
    half: integer('half').notNull(),
    completed: integer('completed').notNull(),
    grossWon: bigint('gross_won', { mode: 'number' }).notNull(),
    refundedWon: bigint('refunded_won', { mode: 'number' }).notNull(),
    reviews: integer('reviews').notNull(),
    starSum: integer('star_sum').notNull(),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [index('analytics_courses_teacher_idx').on(t.teacherSn)],
);

/**
 * Per lecture: how many viewers reached each moment. `reached[k]` counts the viewers whose furthest second is at least
 * k × `bucket_sec`; `reached[0]` is every viewer. Chapters are copied in so the page is one read.
 */
export const analyticsLectures = pgTable(
  'analytics_lectures',
  {
    lcNo: integer('lc_no')
      .primaryKey()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    courseSn: integer('course_sn').notNull(),
    durationSec: integer('duration_sec').notNull(),
    bucketSec: integer('bucket_sec').notNull(),
    viewers: integer('viewers').notNull(),
    completed: integer('completed').notNull(),
    reached: integer('reached').array().notNull(),
    chapters: jsonb('chapters').$type<{ at_sec: number; title: string }[]>().notNull(),
  },
  (t) => [index('analytics_lectures_course_idx').on(t.courseSn)],
);

/** Per course and Korean day: course purchases paid and refunded, from the ledger. */
export const analyticsRevenueDays = pgTable(
  'analytics_revenue_days',
  {
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    grossWon: bigint('gross_won', { mode: 'number' }).notNull(),
    refundedWon: bigint('refunded_won', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseSn, t.day] })],
);

/** Per course and week (Monday, Korean time): visible reviews and the sum of their stars. */
export const analyticsRatingWeeks = pgTable(
  'analytics_rating_weeks',
  {
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull(),
    starSum: integer('star_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseSn, t.week] })],
);
