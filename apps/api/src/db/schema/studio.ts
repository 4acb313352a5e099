import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courseReviews, courses, teachers } from './learning.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A teacher's proposal for a course: every save is a version kept for good (decision 115). The snapshot holds the
 * teacher-editable fields; the live course changes only when an operator publishes an approved version, in the
 * same transaction, so members never see an edit nobody reviewed. `course_sn` is null for a course that was
 * never published (set by the first publish).
 */
export const courseVersions = pgTable(
  'course_versions',
  {
    versionSn: integer('version_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    /** The draft's lineage: all versions of one course proposal share it (the first version's own id). */
    draftSn: integer('draft_sn').notNull(),
    teacherSn: integer('teacher_sn')
      .notNull()
      .references(() => teachers.teacherSn, { onDelete: 'restrict' }),
    courseSn: integer('course_sn').references(() => courses.courseSn, { onDelete: 'restrict' }),
    versionNo: integer('version_no').notNull(),
    /** draft → submitted → returned (back to the teacher with a comment) | approved → published. */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    snapshot: jsonb('snapshot').notNull(),
    reviewComment: varchar('review_comment', { length: 2000 }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('course_versions_status', sql`${t.status} in ('draft', 'submitted', 'returned', 'approved', 'published')`),
    uniqueIndex('course_versions_draft_no_key').on(t.draftSn, t.versionNo),
    index('course_versions_teacher_idx').on(t.teacherSn, t.updatedAt),
    index('course_versions_status_idx').on(t.status, t.submittedAt),
  ],
);

/** The teacher's public reply under a review (one per review; editing replaces it). */
export const reviewReplies = pgTable('review_replies', {
  reviewSn: integer('review_sn')
    .primaryKey()
    .references(() => courseReviews.reviewSn, { onDelete: 'cascade' }),
  teacherSn: integer('teacher_sn')
    .notNull()
    .references(() => teachers.teacherSn, { onDelete: 'cascade' }),
  body: varchar('body', { length: 2000 }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** 수강전 문의: a signed-in visitor asks about a course before buying; the teacher answers in public on the course page. */
export const courseInquiries = pgTable(
  'course_inquiries',
  {
    inquirySn: integer('inquiry_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    answer: varchar('answer', { length: 4000 }),
    answeredBy: bigint('answered_by', { mode: 'number' }),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('course_inquiries_course_idx').on(t.courseSn, t.createdAt)],
);

/**
 * 새소식: a teacher's announcement to the learners of one course. `is_ad` 'Y' marks a promotion: it carries the
 * (광고) label and reaches only learners who agreed to advertising (at night only those who agreed to that too).
 */
export const teacherNews = pgTable(
  'teacher_news',
  {
    newsSn: integer('news_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    teacherSn: integer('teacher_sn')
      .notNull()
      .references(() => teachers.teacherSn, { onDelete: 'cascade' }),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    isAd: char('is_ad', { length: 1 }).notNull().default('N'),
    /** How many learners it was sent to, and how many were skipped by their consent (written once, at sending). */
    sentCount: integer('sent_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('teacher_news_is_ad_yn', sql`${t.isAd} in ('Y', 'N')`), index('teacher_news_teacher_idx').on(t.teacherSn, t.createdAt)],
);
