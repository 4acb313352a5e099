import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, settlementLines, settlementPayees, settlementStatements, settlementTerms, teacherAccounts, teachers } from '../../db/schema/index.ts';
import type { StatementLine } from './settlement.compute.ts';

export { teacherOfMember } from '../../db/catalogue.queries.ts';

/** Korean month bounds as instants: [start, end). */
export interface MonthRange {
  month: string;
  next: string;
  start: Date;
  end: Date;
}

const rowsOf = async <T>(db: Conn, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

/**
 * Won paid and won refunded or reversed in the month per course (whatever month the order was paid), from the ledger;
 * and the won the course teacher's own coupons took off (coupon_use rows of the month) less the share of that discount
 * a refund of the month gives back (refunded won ÷ paid won of the order, floor), decision 132.
 */
export function courseMoney(db: Conn, r: MonthRange) {
  return rowsOf<{ course_sn: number; teacher_sn: number; gross: string; refunds: string; teacher_coupon: string }>(
    db,
    sql`select c.course_sn, c.teacher_sn,
          coalesce(sum(l.won) filter (where l.kind = 'order_payment'), 0)::text as gross,
          coalesce(sum(-l.won) filter (where l.kind in ('order_refund', 'payment_reversal')), 0)::text as refunds,
          (coalesce(sum(l.discount) filter (where l.kind = 'coupon_use' and tc.coupon_sn is not null), 0)
            - coalesce(sum(case when o.amount > 0 then floor(o.coupon_discount::numeric * (-l.won) / o.amount) else 0 end)
                filter (where l.kind in ('order_refund', 'payment_reversal') and tc.coupon_sn is not null), 0))::bigint::text as teacher_coupon
        from ledger_entries l
        join orders o on l.source_type = 'order' and o.order_sn::text = l.source_id
        join products p on p.product_id = o.product_id and p.kind = 'course'
        join courses c on c.course_sn = p.course_sn
        left join member_coupons mc on mc.id = o.member_coupon_id
        left join coupons tc on tc.coupon_sn = mc.coupon_sn and tc.teacher_sn = c.teacher_sn
        where l.kind in ('order_payment', 'order_refund', 'payment_reversal', 'coupon_use') and l.occurred_at >= ${r.start} and l.occurred_at < ${r.end}
        group by c.course_sn, c.teacher_sn`,
  );
}

/** The month's pass revenue (subscription charges and pass orders) net of its refunds and reversals, from the ledger. */
export async function poolMoney(db: Conn, r: MonthRange): Promise<number> {
  const [row] = await rowsOf<{ won: string }>(
    db,
    sql`select coalesce(sum(l.won), 0)::text as won
        from ledger_entries l
        left join orders o on l.source_type = 'order' and o.order_sn::text = l.source_id
        left join products p on p.product_id = o.product_id
        where l.occurred_at >= ${r.start} and l.occurred_at < ${r.end}
          and (l.kind in ('charge_payment', 'charge_refund') or (l.kind in ('order_payment', 'order_refund', 'payment_reversal') and p.kind = 'pass'))`,
  );
  return Number(row?.won ?? 0);
}

/**
 * Seconds pass holders watched each teacher's pass courses in the month: the growth of their credited seconds between
 * the month's watch mark and the next month's (no earlier mark: from zero).
 */
export function passWatching(db: Conn, r: MonthRange) {
  return rowsOf<{ teacher_sn: number; seconds: string }>(
    db,
    sql`with holders as (
          select distinct member_id from entitlements
          where kind = 'pass' and valid_from < ${r.end} and (valid_until is null or valid_until > ${r.start}))
        select c.teacher_sn, sum(greatest(n.credited_total - coalesce(b.credited_total, 0), 0))::text as seconds
        from settlement_watch_marks n
        join holders h on h.member_id = n.member_id
        join courses c on c.course_sn = n.course_sn and c.pass_included = 'Y'
        left join settlement_watch_marks b on b.month = ${r.month} and b.member_id = n.member_id and b.course_sn = n.course_sn
        where n.month = ${r.next}
        group by c.teacher_sn`,
  );
}

/** Each member's credited seconds per course now, kept as the month's mark (once: the first run of the month wins). */
export async function markWatching(db: Conn, month: string): Promise<void> {
  await db.execute(sql`insert into settlement_watch_marks (month, member_id, course_sn, credited_total)
    select ${month}, member_id, course_sn, sum(credited_second) from lecture_progress group by member_id, course_sn having sum(credited_second) > 0
    on conflict do nothing`);
}

export async function hasMark(db: Conn, month: string): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from settlement_watch_marks where month = ${month} limit 1) x`);
  return (row?.n ?? 0) > 0;
}

/** The terms in force in a month: per teacher and course (null: the pool), the latest version starting on or before its 1st. */
export function termsInForce(db: Conn, month: string) {
  return rowsOf<{ teacher_sn: number; course_sn: number | null; teacher_share_bp: number }>(
    db,
    sql`select distinct on (teacher_sn, coalesce(course_sn, 0)) teacher_sn, course_sn, teacher_share_bp
        from settlement_terms where valid_from <= ${`${month}-01`}::date
        order by teacher_sn, coalesce(course_sn, 0), valid_from desc`,
  );
}

export function termVersions(db: Conn, teacherSn: number) {
  return db
    .select({
      termId: settlementTerms.termId,
      teacherSn: settlementTerms.teacherSn,
      courseSn: settlementTerms.courseSn,
      courseTitle: courses.title,
      teacherShareBp: settlementTerms.teacherShareBp,
      validFrom: settlementTerms.validFrom,
      createdAt: settlementTerms.createdAt,
    })
    .from(settlementTerms)
    .leftJoin(courses, eq(courses.courseSn, settlementTerms.courseSn))
    .where(eq(settlementTerms.teacherSn, teacherSn))
    .orderBy(asc(settlementTerms.courseSn), desc(settlementTerms.validFrom));
}

/** A new version; false when one starting that day exists (versions are never edited). */
export async function insertTerms(db: Conn, v: { teacherSn: number; courseSn: number | null; teacherShareBp: number; validFrom: string; createdBy: number }): Promise<boolean> {
  const rows = await db.insert(settlementTerms).values(v).onConflictDoNothing().returning({ id: settlementTerms.termId });
  return rows.length > 0;
}

export async function confirmedMonthFrom(db: Conn, teacherSn: number, month: string): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from settlement_statements where teacher_sn = ${teacherSn} and month >= ${month} and status <> 'draft'`);
  return (row?.n ?? 0) > 0;
}

export async function teacherExists(db: Conn, teacherSn: number) {
  const [row] = await db.select({ name: teachers.name }).from(teachers).where(eq(teachers.teacherSn, teacherSn));
  return row;
}

export async function courseTeacher(db: Conn, courseSn: number): Promise<number | undefined> {
  const [row] = await db.select({ teacherSn: courses.teacherSn }).from(courses).where(eq(courses.courseSn, courseSn));
  return row?.teacherSn;
}

export async function memberOfTeacher(db: Conn, teacherSn: number): Promise<number | undefined> {
  const [row] = await db.select({ memberId: teacherAccounts.memberId }).from(teacherAccounts).where(eq(teacherAccounts.teacherSn, teacherSn));
  return row?.memberId;
}

const payeeColumns = {
  teacherSn: settlementPayees.teacherSn,
  teacher: teachers.name,
  memberId: settlementPayees.memberId,
  payeeType: settlementPayees.payeeType,
  sealedDetails: settlementPayees.sealedDetails,
  updatedAt: settlementPayees.updatedAt,
};
export type PayeeRow = { teacherSn: number; teacher: string; memberId: number; payeeType: string; sealedDetails: string | null; updatedAt: Date };

export function payees(db: Conn, teacherSn?: number): Promise<PayeeRow[]> {
  return db
    .select(payeeColumns)
    .from(settlementPayees)
    .innerJoin(teachers, eq(teachers.teacherSn, settlementPayees.teacherSn))
    .where(teacherSn === undefined ? undefined : eq(settlementPayees.teacherSn, teacherSn))
    .orderBy(asc(settlementPayees.teacherSn));
}

export async function savePayee(db: Conn, v: { teacherSn: number; memberId: number; payeeType: string; sealedDetails: string }) {
  await db
    .insert(settlementPayees)
    .values(v)
    .onConflictDoUpdate({ target: settlementPayees.teacherSn, set: { memberId: v.memberId, payeeType: v.payeeType, sealedDetails: v.sealedDetails, updatedAt: sql`now()` } });
}

/** A teacher's payable of a month as it stands: the statement's figure plus the corrections added after it. */
export async function standingPayable(db: Conn, teacherSn: number, month: string): Promise<number | null> {
  const [row] = await rowsOf<{ won: string }>(
    db,
    sql`select (s.payable_won + coalesce((select sum(won) from settlement_lines l where l.statement_id = s.statement_id and l.kind = 'correction'), 0))::text as won
        from settlement_statements s where s.teacher_sn = ${teacherSn} and s.month = ${month}`,
  );
  return row ? Number(row.won) : null;
}

export interface StatementFigures {
  teacherSn: number;
  month: string;
  payeeType: string;
  taxableWon: number;
  incomeTaxWon: number;
  localTaxWon: number;
  payableWon: number;
  lines: StatementLine[];
}

/** Writes a draft statement (a new one, or a draft's figures and lines replaced); a confirmed one is left alone: 'locked'. */
export async function writeDraft(tx: Conn, s: StatementFigures): Promise<'written' | 'locked'> {
  await tx
    .insert(settlementStatements)
    .values({ teacherSn: s.teacherSn, month: s.month, payeeType: s.payeeType, taxableWon: 0, incomeTaxWon: 0, localTaxWon: 0, payableWon: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: settlementStatements.statementId, status: settlementStatements.status })
    .from(settlementStatements)
    .where(and(eq(settlementStatements.teacherSn, s.teacherSn), eq(settlementStatements.month, s.month)))
    .for('update');
  if (!row || row.status !== 'draft') return 'locked';
  await tx.delete(settlementLines).where(eq(settlementLines.statementId, row.id));
  await tx
    .update(settlementStatements)
    .set({ payeeType: s.payeeType, taxableWon: s.taxableWon, incomeTaxWon: s.incomeTaxWon, localTaxWon: s.localTaxWon, payableWon: s.payableWon, computedAt: sql`now()` })
    .where(eq(settlementStatements.statementId, row.id));
  if (s.lines.length) await tx.insert(settlementLines).values(s.lines.map((l) => ({ statementId: row.id, kind: l.kind, courseSn: l.courseId, won: l.won, note: l.note })));
  return 'written';
}

export async function confirmMonth(db: Conn, month: string): Promise<number[]> {
  const rows = await db
    .update(settlementStatements)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(settlementStatements.month, month), eq(settlementStatements.status, 'draft')))
    .returning({ id: settlementStatements.statementId });
  return rows.map((r) => r.id);
}

/** Draft months whose statements are not confirmed yet (the job confirms those that are due). */
export async function draftMonths(db: Conn): Promise<string[]> {
  const rows = await rowsOf<{ month: string }>(db, sql`select distinct month from settlement_statements where status = 'draft' order by month`);
  return rows.map((r) => r.month);
}

const statementColumns = sql`s.statement_id, s.teacher_sn, t.name as teacher, s.month, s.status, s.payee_type, s.taxable_won, s.income_tax_won, s.local_tax_won, s.payable_won,
  (s.payable_won + coalesce((select sum(won) from settlement_lines l where l.statement_id = s.statement_id and l.kind = 'correction'), 0))::int as to_pay_won,
  s.tax_invoice_no, s.confirmed_at, s.paid_at`;

export interface StatementRow {
  statement_id: number;
  teacher_sn: number;
  teacher: string;
  month: string;
  status: 'draft' | 'confirmed' | 'paid';
  payee_type: 'individual' | 'business';
  taxable_won: number;
  income_tax_won: number;
  local_tax_won: number;
  payable_won: number;
  to_pay_won: number;
  tax_invoice_no: string | null;
  confirmed_at: Date | null;
  paid_at: Date | null;
}

export function statementsOf(db: Conn, by: { month: string } | { teacherSn: number }) {
  const where = 'month' in by ? sql`s.month = ${by.month}` : sql`s.teacher_sn = ${by.teacherSn}`;
  return rowsOf<StatementRow>(db, sql`select ${statementColumns} from settlement_statements s join teachers t on t.teacher_sn = s.teacher_sn where ${where} order by s.month desc, t.name, s.statement_id`);
}

export async function statementById(db: Conn, id: number, lock = false): Promise<StatementRow | undefined> {
  const [row] = await rowsOf<StatementRow>(
    db,
    sql`select ${statementColumns} from settlement_statements s join teachers t on t.teacher_sn = s.teacher_sn where s.statement_id = ${id} ${lock ? sql`for update of s` : sql``}`,
  );
  return row;
}

export function linesOf(db: Conn, statementId: number) {
  return db
    .select({ kind: settlementLines.kind, courseSn: settlementLines.courseSn, courseTitle: courses.title, won: settlementLines.won, note: settlementLines.note, createdAt: settlementLines.createdAt })
    .from(settlementLines)
    .leftJoin(courses, eq(courses.courseSn, settlementLines.courseSn))
    .where(eq(settlementLines.statementId, statementId))
    .orderBy(asc(settlementLines.lineId));
}

export async function addCorrection(db: Conn, statementId: number, won: number, note: string, by: number) {
  await db.insert(settlementLines).values({ statementId, kind: 'correction', won, note, createdBy: by });
}

export async function setInvoice(db: Conn, statementId: number, no: string) {
  await db.update(settlementStatements).set({ taxInvoiceNo: no }).where(eq(settlementStatements.statementId, statementId));
}

export async function setPaid(db: Conn, statementId: number, by: number) {
  await db.update(settlementStatements).set({ status: 'paid', paidAt: sql`now()`, paidBy: by }).where(eq(settlementStatements.statementId, statementId));
}
