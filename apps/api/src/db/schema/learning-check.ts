import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courses, lectures } from './learning.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/*
 * Quizzes and certificates (issue 29, docs/decisions/096). A quiz is a lecture's (lc_no set) or a course's final
 * quiz (lc_no null), one of each; its questions are replaced whole when the console saves it. An attempt keeps its
 * own score and answers, so editing a quiz never changes a score already given.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    quizId: integer('quiz_id').primaryKey().generatedByDefaultAsIdentity(),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    lcNo: integer('lc_no').references(() => lectures.lcNo, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    passPercent: integer('pass_percent').notNull().default(60),
    /** Questions drawn per attempt from the quiz's pool; null: every question, in order. */
    drawCount: integer('draw_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quizzes_lecture_uq').on(t.lcNo).where(sql`${t.lcNo} is not null`),
    uniqueIndex('quizzes_final_uq').on(t.courseSn).where(sql`${t.lcNo} is null`),
    check('quizzes_pass_percent', sql`${t.passPercent} between 0 and 100`),
    check('quizzes_draw_count', sql`${t.drawCount} is null or ${t.drawCount} > 0`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    questionId: integer('question_id').primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.quizId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    prompt: varchar('prompt', { length: 500 }).notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    answer: integer('answer').notNull(),
    explanation: varchar('explanation', { length: 1000 }).notNull().default(''),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.sortOrder)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    attemptId: integer('attempt_id').primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.quizId, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    /** The questions this attempt was drawn and graded on, in the order shown; null for attempts before draws. */
    questionIds: jsonb('question_ids').$type<number[]>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_member_idx').on(t.memberId, t.quizId)],
);

/**
 * The questions drawn for a member's next attempt, kept until it is submitted: asking for the quiz again shows the
 * same draw, so a member cannot redraw until the questions suit them.
 */
export const quizDraws = pgTable(
  'quiz_draws',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.quizId, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'quiz_draws_pkey', columns: [t.memberId, t.quizId] })],
);

/** One per member and course; what the PDF and the verification page show is kept as issued. */
export const certificates = pgTable(
  'certificates',
  {
    certificateId: integer('certificate_id').primaryKey().generatedByDefaultAsIdentity(),
    number: varchar('number', { length: 20 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    courseSn: integer('course_sn')
      .notNull()
      .references(() => courses.courseSn, { onDelete: 'cascade' }),
    holderName: varchar('holder_name', { length: 30 }).notNull(),
    courseTitle: text('course_title').notNull(),
    totalSeconds: integer('total_seconds').notNull(),
    startedAt: ts('started_at').notNull(),
    completedAt: ts('completed_at').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /** The purchases that gave the course when it was issued (none for a free course): refunded all, it is withdrawn. */
    orderSns: bigint('order_sns', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The subscription charges that unlocked the course at issue (decision 110): withdrawn with them like orders. */
    chargeSns: bigint('charge_sns', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The PDF made once and kept in the media storage (local directory or S3); null until first asked for. */
    pdfKey: varchar('pdf_key', { length: 100 }),
  },
  (t) => [uniqueIndex('certificates_number_uq').on(t.number), uniqueIndex('certificates_member_course_uq').on(t.memberId, t.courseSn)],
);
