import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';

/*
 * The course catalogue. Seeded rows use fixed ids below the identity start
 * values, so demo links stay stable and new rows never collide with them.
 *
 * The search_* columns are derived from the readable text by the application
 * (es-hangul has the Korean rules; PostgreSQL has none for 초성), always through
 * modules/search/search-keys.ts. Trigram indexes on them live in the custom
 * migration that also creates the pg_trgm extension.
 */

export const teachers = pgTable(
  'teachers',
  {
    teacherSn: integer('teacher_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    name: varchar('name', { length: 50 }).notNull(),
    headline: varchar('headline', { length: 200 }).notNull(),
    bio: varchar('bio', { length: 4000 }).notNull(),
    /** One line per entry, newest first. */
    career: jsonb('career').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Uploaded portrait; null → the generated one under /api/media/teacher. */
    profileImage: varchar('profile_image', { length: 300 }),
    sortOrder: integer('sort_order').notNull().default(0),
    isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
    searchCompact: text('search_compact').notNull().default(''),
    nameCompact: text('name_compact').notNull().default(''),
    nameChoseong: text('name_choseong').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('teachers_is_demo_yn', sql`${t.isDemo} in ('Y', 'N')`)],
);

export const courses = pgTable(
  'courses',
  {
    courseSn: integer('course_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    description: varchar('description', { length: 10000 }).notNull(),
    level: varchar('level', { length: 10 }).notNull(),
    // Restrict: deleting a category or teacher must not silently delete courses people bought.
    caSn: integer('ca_sn')
      .notNull()
      .references(() => categories.caSn, { onDelete: 'restrict' }),
    teacherSn: integer('teacher_sn')
      .notNull()
      .references(() => teachers.teacherSn, { onDelete: 'restrict' }),
    /** KRW. */
    price: integer('price').notNull().default(0),
    isFree: char('is_free', { length: 1 }).notNull().default('N'),
    passIncluded: char('pass_included', { length: 1 }).notNull().default('Y'),
    /** Uploaded cover; null → the generated one under /api/media/cover. */
    coverImage: varchar('cover_image', { length: 300 }),
    isPublished: char('is_published', { length: 1 }).notNull().default('N'),
    isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
    /** 'Y': paid lectures show the moving member-id watermark; the console may turn it off per course (decision 084). */
    watermark: char('watermark', { length: 1 }).notNull().default('Y'),
    /** Members who hold the course or have played it; refreshed with `popularity` by the course-popularity job. */
    studentCount: integer('student_count').notNull().default(0),
    /** The "popular" order: recent enrolments and plays, the latest weeks weighted most (course-popularity job). */
    popularity: integer('popularity').notNull().default(0),
    titleCompact: text('title_compact').notNull().default(''),
    titleChoseong: text('title_choseong').notNull().default(''),
    searchCompact: text('search_compact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courses_level', sql`${t.level} in ('입문', '초급', '중급', '고급')`),
    check('courses_price_nonnegative', sql`${t.price} >= 0`),
    check('courses_is_free_yn', sql`${t.isFree} in ('Y', 'N')`),
    check('courses_free_has_no_price', sql`${t.isFree} = 'N' or ${t.price} = 0`),
    check('courses_pass_included_yn', sql`${t.passIncluded} in ('Y', 'N')`),
    check('courses_is_published_yn', sql`${t.isPublished} in ('Y', 'N')`),
    check('courses_is_demo_yn', sql`${t.isDemo} in ('Y', 'N')`),
    check('courses_watermark_yn', sql`${t.watermark} in ('Y', 'N')`),
    check('courses_student_count_nonnegative', sql`${t.studentCount} >= 0`),
    index('courses_category_idx').on(t.caSn),
    index('courses_teacher_idx').on(t.teacherSn),
  ],
);

export const lectures = pgTable(
  'lectures',
  {
    lcNo: integer('lc_no').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 }),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    durationSec: integer('duration_sec').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPreview: char('is_preview', { length: 1 }).notNull().default('N'),
    /** Key of the video in media storage; null until a video is uploaded. */
    mediaKey: varchar('media_key', { length: 300 }),
    titleCompact: text('title_compact').notNull().default(''),
    titleChoseong: text('title_choseong').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lectures_duration_positive', sql`${t.durationSec} > 0`),
    check('lectures_is_preview_yn', sql`${t.isPreview} in ('Y', 'N')`),
    index('lectures_course_sort_idx').on(t.courseSn, t.sortOrder),
  ],
);

export const courseReviews = pgTable(
  'course_reviews',
  {
    reviewSn: integer('review_sn').primaryKey().generatedAlwaysAsIdentity(),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    /** members.id; no foreign key yet because the members table belongs to the accounts area. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    star: smallint('star').notNull(),
    contents: varchar('contents', { length: 2000 }).notNull(),
    isHidden: char('is_hidden', { length: 1 }).notNull().default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_reviews_star_range', sql`${t.star} between 1 and 5`),
    check('course_reviews_is_hidden_yn', sql`${t.isHidden} in ('Y', 'N')`),
    index('course_reviews_course_idx').on(t.courseSn),
    // One review per member per course (docs/decisions/017): a repeated submit ends in 3021, not a second row.
    uniqueIndex('course_reviews_course_member_key').on(t.courseSn, t.memberId),
  ],
);

/** "도움이 돼요" on a review: one per member per review (the primary key decides a double click). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewSn: integer('review_sn')
      .notNull()
      .references(() => courseReviews.reviewSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewSn, t.memberId] })],
);

/**
 * What a member may watch: a pass (every pass-included course) or one course,
 * for a period. Commerce writes these; modules/course/course.access.ts reads them.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    entitlementSn: bigint('entitlement_sn', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** members.id; the foreign key is added once the accounts area's members table is settled. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    courseSn: integer('course_sn').references(() => courses.courseSn, { onDelete: 'restrict' }),
    /** A pass limited to one category branch (this category and every category under it); null = all courses. */
    caSn: integer('ca_sn').references(() => categories.caSn, { onDelete: 'restrict' }),
    /** The purchase (orders.order_sn) that granted it; null only for rows written before commerce existed. */
    orderSn: bigint('order_sn', { mode: 'number' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Null: no end date. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('entitlements_kind', sql`${t.kind} in ('pass', 'course')`),
    check('entitlements_course_matches_kind', sql`(${t.kind} = 'course') = (${t.courseSn} is not null)`),
    check('entitlements_period', sql`${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
    check('entitlements_scope_is_pass', sql`${t.caSn} is null or ${t.kind} = 'pass'`),
    index('entitlements_member_idx').on(t.memberId),
    index('entitlements_order_idx').on(t.orderSn),
  ],
);
