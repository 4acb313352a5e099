import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { certificates, courses, lectures, members, quizAttempts, quizDraws, quizQuestions, quizzes } from '../../db/schema/index.ts';

const quizColumns = { quizId: quizzes.quizId, courseSn: quizzes.courseSn, lcNo: quizzes.lcNo, title: quizzes.title, passPercent: quizzes.passPercent, drawCount: quizzes.drawCount };
export type QuizRow = { quizId: number; courseSn: number; lcNo: number | null; title: string; passPercent: number; drawCount: number | null };

/** A lecture's quiz (lcNo set) or a course's final quiz (lcNo null). */
export async function findQuizFor(db: Conn, target: { lcNo: number } | { courseSn: number }): Promise<QuizRow | undefined> {
  const where = 'lcNo' in target ? eq(quizzes.lcNo, target.lcNo) : and(eq(quizzes.courseSn, target.courseSn), isNull(quizzes.lcNo));
  const [row] = await db.select(quizColumns).from(quizzes).where(where);
  return row;
}

export async function findQuiz(db: Conn, quizId: number): Promise<QuizRow | undefined> {
  const [row] = await db.select(quizColumns).from(quizzes).where(eq(quizzes.quizId, quizId));
  return row;
}

export async function listCourseQuizzes(db: Conn, courseSn: number): Promise<QuizRow[]> {
  return db.select(quizColumns).from(quizzes).where(eq(quizzes.courseSn, courseSn)).orderBy(asc(quizzes.quizId));
}

export async function listQuestions(db: Conn, quizIds: number[]) {
  if (quizIds.length === 0) return [];
  return db
    .select({ questionId: quizQuestions.questionId, quizId: quizQuestions.quizId, prompt: quizQuestions.prompt, choices: quizQuestions.choices, answer: quizQuestions.answer, explanation: quizQuestions.explanation })
    .from(quizQuestions)
    .where(sql`${quizQuestions.quizId} = any(${sql.param(quizIds)}::int[])`)
    .orderBy(asc(quizQuestions.sortOrder));
}

export async function attemptCounts(db: Conn, quizIds: number[]): Promise<Map<number, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .select({ quizId: quizAttempts.quizId, n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(sql`${quizAttempts.quizId} = any(${sql.param(quizIds)}::int[])`)
    .groupBy(quizAttempts.quizId);
  return new Map(rows.map((r) => [r.quizId, r.n]));
}

export async function listAttempts(db: Conn, memberId: number, quizId: number) {
  return db
    .select({ attemptId: quizAttempts.attemptId, score: quizAttempts.score, passed: quizAttempts.passed, createdAt: quizAttempts.createdAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.memberId, memberId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.attemptId))
    .limit(50);
}

/** Attempts since `since` (the start of the Korean day) and in all: the daily limit and when answers are shown. */
export async function attemptTally(db: Conn, memberId: number, quizId: number, since: Date): Promise<{ today: number; total: number; passed: boolean }> {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${quizAttempts.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
      total: sql<number>`count(*)::int`,
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.memberId, memberId), eq(quizAttempts.quizId, quizId)));
  return row!;
}

/** Serialises one member's attempts at one quiz (the daily count is read and written under it). */
export async function lockAttempts(tx: Conn, memberId: number, quizId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quiz-attempt'), hashtext(${`${memberId}:${quizId}`}))`);
}

/** The member's pending draw, or the one given now if there is none (a second reader gets the first one's). */
export async function drawFor(db: Conn, memberId: number, quizId: number, fresh: number[]): Promise<number[]> {
  await db.insert(quizDraws).values({ memberId, quizId, questionIds: fresh }).onConflictDoNothing();
  return (await pendingDraw(db, memberId, quizId))!;
}

export async function pendingDraw(db: Conn, memberId: number, quizId: number): Promise<number[] | undefined> {
  const [row] = await db.select({ ids: quizDraws.questionIds }).from(quizDraws).where(and(eq(quizDraws.memberId, memberId), eq(quizDraws.quizId, quizId)));
  return row?.ids;
}

export async function clearDraw(db: Conn, memberId: number, quizId: number): Promise<void> {
  await db.delete(quizDraws).where(and(eq(quizDraws.memberId, memberId), eq(quizDraws.quizId, quizId)));
}

export async function insertAttempt(db: Conn, a: typeof quizAttempts.$inferInsert): Promise<number> {
  const [row] = await db.insert(quizAttempts).values(a).returning({ attemptId: quizAttempts.attemptId });
  return row!.attemptId;
}

export async function hasPassed(db: Conn, memberId: number, quizId: number): Promise<boolean> {
  const [row] = await db
    .select({ attemptId: quizAttempts.attemptId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.memberId, memberId), eq(quizAttempts.quizId, quizId), eq(quizAttempts.passed, true)))
    .limit(1);
  return row !== undefined;
}

export async function courseOutline(db: Conn, courseSn: number) {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.courseSn, courseSn));
  if (!course) return undefined;
  const list = await db.select({ lcNo: lectures.lcNo, title: lectures.title }).from(lectures).where(eq(lectures.courseSn, courseSn)).orderBy(asc(lectures.sortOrder), asc(lectures.lcNo));
  return { title: course.title, lectures: list };
}

/** Saves a quiz whole: the row (one per lecture, one final per course) and its questions, replaced. */
export async function saveQuiz(
  db: Conn,
  quiz: { courseSn: number; lcNo: number | null; title: string; passPercent: number; drawCount: number | null },
  questions: { prompt: string; choices: string[]; answer: number; explanation: string }[],
): Promise<QuizRow> {
  return db.transaction(async (tx) => {
    const existing = await findQuizFor(tx, quiz.lcNo === null ? { courseSn: quiz.courseSn } : { lcNo: quiz.lcNo });
    let row: QuizRow;
    if (existing) {
      [row] = (await tx
        .update(quizzes)
        .set({ title: quiz.title, passPercent: quiz.passPercent, drawCount: quiz.drawCount, updatedAt: sql`now()` })
        .where(eq(quizzes.quizId, existing.quizId))
        .returning(quizColumns)) as [QuizRow];
      await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, existing.quizId));
      // Pending draws name the replaced questions: the next reader draws again.
      await tx.delete(quizDraws).where(eq(quizDraws.quizId, existing.quizId));
    } else {
      [row] = (await tx.insert(quizzes).values(quiz).returning(quizColumns)) as [QuizRow];
    }
    await tx.insert(quizQuestions).values(questions.map((q, i) => ({ ...q, quizId: row.quizId, sortOrder: i })));
    return row;
  });
}

export async function lectureCourse(db: Conn, lcNo: number): Promise<number | undefined> {
  const [row] = await db.select({ courseSn: lectures.courseSn }).from(lectures).where(eq(lectures.lcNo, lcNo));
  return row?.courseSn;
}

// ── certificates ──

const certificateColumns = {
  number: certificates.number,
  memberId: certificates.memberId,
  courseSn: certificates.courseSn,
  holderName: certificates.holderName,
  courseTitle: certificates.courseTitle,
  totalSeconds: certificates.totalSeconds,
  startedAt: certificates.startedAt,
  completedAt: certificates.completedAt,
  issuedAt: certificates.issuedAt,
  pdfKey: certificates.pdfKey,
  /**
   * Withdrawn: it named the purchases that gave the course — orders and subscription charges — and every one of them is
   * refunded now (an order `refunded`; a charge with money given back, or voided). Read from the lines at each read,
   * so a refund withdraws it with no call from the refund's code (decisions 105, 110).
   */
  withdrawn: sql<boolean>`(cardinality(${certificates.orderSns}) + cardinality(${certificates.chargeSns}) > 0
    and not exists (select 1 from orders o where o.order_sn = any(${certificates.orderSns}) and o.status <> 'refunded')
    and not exists (select 1 from subscription_charges c where c.charge_sn = any(${certificates.chargeSns}) and c.status <> 'voided' and c.refunded_amount = 0))`,
};
export type CertificateRow = { [K in Exclude<keyof typeof certificateColumns, 'withdrawn'>]: (typeof certificates.$inferSelect)[K] } & { withdrawn: boolean };

export async function findCertificate(db: Conn, number: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select(certificateColumns).from(certificates).where(eq(certificates.number, number));
  return row;
}

export async function findMemberCertificate(db: Conn, memberId: number, courseSn: number): Promise<CertificateRow | undefined> {
  const [row] = await db.select(certificateColumns).from(certificates).where(and(eq(certificates.memberId, memberId), eq(certificates.courseSn, courseSn)));
  return row;
}

export async function listMemberCertificates(db: Conn, memberId: number): Promise<CertificateRow[]> {
  return db.select(certificateColumns).from(certificates).where(eq(certificates.memberId, memberId)).orderBy(desc(certificates.issuedAt));
}

export async function memberName(db: Conn, memberId: number): Promise<string> {
  const [row] = await db.select({ userName: members.userName, nickname: members.nickname }).from(members).where(eq(members.id, memberId));
  return row?.userName ?? row?.nickname ?? '';
}

/**
 * Inserts the certificate numbered by its own row id (`2026-000123-K7QX`: the year, the id, the random suffix); a
 * second request for the same member and course (a double click, two tabs) gets the row the first one wrote.
 */
export async function insertCertificate(
  db: Conn,
  c: { memberId: number; courseSn: number; holderName: string; courseTitle: string; totalSeconds: number; startedAt: Date; completedAt: Date; orderSns: number[]; chargeSns: number[] },
  suffix: string,
): Promise<CertificateRow> {
  await db.execute(sql`with next as (select nextval(pg_get_serial_sequence('certificates', 'certificate_id')) as id)
    insert into certificates (certificate_id, number, member_id, course_sn, holder_name, course_title, total_seconds, started_at, completed_at, order_sns, charge_sns)
    select next.id, to_char(now(), 'YYYY') || '-' || lpad(next.id::text, 6, '0') || '-' || ${suffix},
      ${c.memberId}, ${c.courseSn}, ${c.holderName}, ${c.courseTitle}, ${c.totalSeconds}, ${c.startedAt.toISOString()}::timestamptz, ${c.completedAt.toISOString()}::timestamptz,
      ${sql.param(c.orderSns)}::bigint[], ${sql.param(c.chargeSns)}::bigint[]
    from next
    on conflict (member_id, course_sn) do nothing`);
  return (await findMemberCertificate(db, c.memberId, c.courseSn))!;
}

/** The kept PDF's storage key, once it is made. */
export async function setCertificatePdf(db: Conn, number: string, key: string): Promise<void> {
  await db.update(certificates).set({ pdfKey: key }).where(eq(certificates.number, number));
}
