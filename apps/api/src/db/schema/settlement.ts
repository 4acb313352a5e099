import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courses, teachers } from './learning.ts';

/**
 * Teacher settlement (docs/decisions/118). A payee is a teacher row bound to the member who signs in for it; its
 * 실명, 주민등록번호/사업자등록번호 and 계좌 are one sealed blob (lib/sealer), never stored or logged in clear.
 */
export const settlementPayees = pgTable(
  'settlement_payees',
  {
    teacherSn: integer('teacher_sn').primaryKey().references(() => teachers.teacherSn),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    payeeType: varchar('payee_type', { length: 10 }).notNull(),
    sealedDetails: text('sealed_details'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_payees_member_uq').on(t.memberId),
    check('settlement_payees_type', sql`${t.payeeType} in ('individual', 'business')`),
  ],
);

/** Contract terms, kept as versions: a new version starts on a date; earlier ones are never edited. */
export const settlementTerms = pgTable(
  'settlement_terms',
  {
    termId: integer('term_id').primaryKey().generatedByDefaultAsIdentity(),
    teacherSn: integer('teacher_sn').notNull().references(() => teachers.teacherSn),
    courseSn: integer('course_sn').references(() => courses.courseSn),
    /** Teacher's share of a course's net sales; for course_sn null, of the subscription pool allotted by watch time. */
    teacherShareBp: integer('teacher_share_bp').notNull(),
    validFrom: date('valid_from').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settlement_terms_bp', sql`${t.teacherShareBp} between 0 and 10000`),
    uniqueIndex('settlement_terms_version_uq').on(t.teacherSn, sql`coalesce(${t.courseSn}, 0)`, t.validFrom),
  ],
);

export const settlementStatements = pgTable(
  'settlement_statements',
  {
    statementId: integer('statement_id').primaryKey().generatedByDefaultAsIdentity(),
    teacherSn: integer('teacher_sn').notNull().references(() => teachers.teacherSn),
    month: char('month', { length: 7 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    payeeType: varchar('payee_type', { length: 10 }).notNull(),
    taxableWon: integer('taxable_won').notNull(),
    incomeTaxWon: integer('income_tax_won').notNull(),
    localTaxWon: integer('local_tax_won').notNull(),
    payableWon: integer('payable_won').notNull(),
    /** 세금계산서 number a business payee issued for the month. */
    taxInvoiceNo: varchar('tax_invoice_no', { length: 40 }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('settlement_statements_once_uq').on(t.teacherSn, t.month),
    check('settlement_statements_status', sql`${t.status} in ('draft', 'confirmed', 'paid')`),
    check('settlement_statements_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Statement lines; after confirmation only 'correction' lines are added (a trigger enforces it). */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    lineId: bigint('line_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id').notNull().references(() => settlementStatements.statementId),
    kind: varchar('kind', { length: 20 }).notNull(),
    courseSn: integer('course_sn'),
    won: integer('won').notNull(),
    note: varchar('note', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
  },
  (t) => [
    index('settlement_lines_statement_idx').on(t.statementId),
    check(
      'settlement_lines_kind',
      sql`${t.kind} in ('sale', 'refund_clawback', 'teacher_coupon', 'fee', 'platform_share', 'subscription_share', 'withholding_income', 'withholding_local', 'carry_over', 'correction')`,
    ),
  ],
);

/**
 * Each member's credited watching seconds per course at the start of a Korean month (the 1st, 00:00), taken by the
 * settlement job. The difference between a month's mark and the next month's is that month's watching: the
 * subscription pool is shared by it (decision 118, "Wired"). Progress saves write nothing extra.
 */
export const settlementWatchMarks = pgTable(
  'settlement_watch_marks',
  {
    month: char('month', { length: 7 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    courseSn: integer('course_sn').notNull(),
    creditedTotal: bigint('credited_total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.memberId, t.courseSn] })],
);
