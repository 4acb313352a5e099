import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courses, lectures, teachers } from './learning.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A teacher's account: the member who holds the `teacher` role and the teacher profile they are (decision 095).
 * Written only by admin-members, together with the role; one member per profile.
 */
export const teacherAccounts = pgTable(
  'teacher_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    teacherSn: integer('teacher_sn')
      .notNull()
      .references(() => teachers.teacherSn, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teacher_accounts_teacher_key').on(t.teacherSn)],
);

/**
 * A question on a lecture (질문 & 답변). The search columns are derived like the catalogue's
 * (db/schema/search-keys.ts) so the same Korean search finds them. An advice request (decision 095)
 * is flagged, answered with the standard reply and waits for staff (reviewed_at) before any teacher sees it.
 */
export const qnaQuestions = pgTable(
  'qna_questions',
  {
    questionSn: integer('question_sn').primaryKey().generatedAlwaysAsIdentity(),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 4000 }).notNull(),
    momentSec: integer('moment_sec').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    flagged: char('flagged', { length: 1 }).notNull().default('N'),
    flagReason: varchar('flag_reason', { length: 200 }),
    /** Staff looked at a flagged question (answered it): from then on it is an ordinary question. */
    reviewedAt: ts('reviewed_at'),
    /** The teacher's or staff's first answer (the standard reply does not set it). */
    answeredAt: ts('answered_at'),
    resolvedAt: ts('resolved_at'),
    meToo: integer('me_too').notNull().default(0),
    searchCompact: text('search_compact').notNull().default(''),
    titleChoseong: text('title_choseong').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('qna_questions_status', sql`${t.status} in ('open', 'resolved')`),
    check('qna_questions_flagged_yn', sql`${t.flagged} in ('Y', 'N')`),
    check('qna_questions_moment_nonnegative', sql`${t.momentSec} >= 0`),
    check('qna_questions_me_too_nonnegative', sql`${t.meToo} >= 0`),
    index('qna_questions_lecture_idx').on(t.lcNo, t.createdAt),
    index('qna_questions_course_waiting_idx').on(t.courseSn, t.answeredAt),
  ],
);

export const qnaAnswers = pgTable(
  'qna_answers',
  {
    answerSn: integer('answer_sn').primaryKey().generatedAlwaysAsIdentity(),
    questionSn: integer('question_sn')
      .notNull()
      .references(() => qnaQuestions.questionSn, { onDelete: 'cascade' }),
    /** Null for the standard reply. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    body: varchar('body', { length: 4000 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('qna_answers_kind', sql`${t.kind} in ('teacher', 'staff', 'standard')`), index('qna_answers_question_idx').on(t.questionSn)],
);

/** 나도 궁금해요: one per member and question. */
export const qnaMeToo = pgTable(
  'qna_me_too',
  {
    questionSn: integer('question_sn')
      .notNull()
      .references(() => qnaQuestions.questionSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionSn, t.memberId] })],
);
