import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses, lectures } from './learning.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A member's note at a moment of a lecture's video (modules/notes; decision 097). Private: read only by its member. */
export const lectureNotes = pgTable(
  'lecture_notes',
  {
    noteSn: bigserial('note_sn', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    /** Copied from the lecture so a course's notes need no join to be found. */
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    atSecond: integer('at_second').notNull(),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('lecture_notes_at_second', sql`${t.atSecond} >= 0`), index('lecture_notes_member_course_idx').on(t.memberId, t.courseSn, t.lcNo, t.atSecond)],
);

/**
 * Weekly goals (modules/goals): one row per member and the Korean-time Monday from which a goal holds. The goal
 * of a week is the newest row on or before its Monday, so changing the goal never rewrites past weeks.
 */
export const weeklyGoals = pgTable(
  'weekly_goals',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    setAt: ts('set_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.weekStart] }), check('weekly_goals_minutes', sql`${t.minutes} > 0`)],
);

/**
 * The weekly summary mail (opt-in; advertising rules, decision 097): the choice, the 수신거부 link's token, and the
 * last week summarised (claimed in one statement, so a week's mail goes once even if two processes run the job).
 */
export const goalMail = pgTable(
  'goal_mail',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    weeklyMail: char('weekly_mail', { length: 1 }).notNull().default('N'),
    token: varchar('token', { length: 64 }).notNull().unique(),
    lastSentWeek: date('last_sent_week', { mode: 'string' }),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [check('goal_mail_weekly_mail_yn', sql`${t.weeklyMail} in ('Y', 'N')`)],
);
