import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courseReviews, courses, lectureProgress, lectures, members, qnaAnswers, qnaMeToo, qnaQuestions, teacherAccounts, teachers } from '../../db/schema/index.ts';
import { isChoseongQuery } from '../../db/schema/search-keys.ts';

const likePattern = (token: string) => `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The same token rule as the catalogue search (modules/search): 초성 tokens on the 초성 column, others on the spacing-free text. */
function matches(tokens: readonly string[]): SQL | undefined {
  return and(...tokens.map((t) => sql`${isChoseongQuery(t) ? qnaQuestions.titleChoseong : qnaQuestions.searchCompact} like ${likePattern(t)}`));
}

const questionColumns = {
  questionSn: qnaQuestions.questionSn,
  lcNo: qnaQuestions.lcNo,
  courseSn: qnaQuestions.courseSn,
  memberId: qnaQuestions.memberId,
  title: qnaQuestions.title,
  body: qnaQuestions.body,
  momentSec: qnaQuestions.momentSec,
  status: qnaQuestions.status,
  flagged: qnaQuestions.flagged,
  flagReason: qnaQuestions.flagReason,
  reviewedAt: qnaQuestions.reviewedAt,
  answeredAt: qnaQuestions.answeredAt,
  meToo: qnaQuestions.meToo,
  createdAt: qnaQuestions.createdAt,
  nickname: members.nickname,
};
export type QuestionRow = Awaited<ReturnType<typeof findQuestion>> & object;

export async function insertQuestion(
  db: Conn,
  q: { lcNo: number; courseSn: number; memberId: number; title: string; body: string; momentSec: number; flagReason: string | null; searchCompact: string; titleChoseong: string },
): Promise<number> {
  const [row] = await db
    .insert(qnaQuestions)
    .values({ ...q, flagged: q.flagReason ? 'Y' : 'N' })
    .returning({ questionSn: qnaQuestions.questionSn });
  return row!.questionSn;
}

export async function insertAnswer(db: Conn, a: { questionSn: number; memberId: number | null; kind: 'teacher' | 'staff' | 'standard'; body: string }) {
  await db.insert(qnaAnswers).values(a);
}

export async function findQuestion(db: Conn, questionSn: number) {
  const [row] = await db.select(questionColumns).from(qnaQuestions).leftJoin(members, eq(members.id, qnaQuestions.memberId)).where(eq(qnaQuestions.questionSn, questionSn));
  return row;
}

/** Locks the question for an answer or a 해결 (one writer at a time). */
export async function lockQuestion(db: Conn, questionSn: number) {
  const [row] = await db
    .select({ questionSn: qnaQuestions.questionSn, memberId: qnaQuestions.memberId, courseSn: qnaQuestions.courseSn, lcNo: qnaQuestions.lcNo, flagged: qnaQuestions.flagged, reviewedAt: qnaQuestions.reviewedAt, answeredAt: qnaQuestions.answeredAt, title: qnaQuestions.title })
    .from(qnaQuestions)
    .where(eq(qnaQuestions.questionSn, questionSn))
    .for('update');
  return row;
}

export async function markAnswered(db: Conn, questionSn: number, byStaff: boolean) {
  await db
    .update(qnaQuestions)
    .set({ answeredAt: sql`coalesce(${qnaQuestions.answeredAt}, now())`, ...(byStaff ? { reviewedAt: sql`coalesce(${qnaQuestions.reviewedAt}, now())` } : {}), updatedAt: sql`now()` })
    .where(eq(qnaQuestions.questionSn, questionSn));
}

export async function markResolved(db: Conn, questionSn: number) {
  await db.update(qnaQuestions).set({ status: 'resolved', resolvedAt: sql`coalesce(${qnaQuestions.resolvedAt}, now())`, updatedAt: sql`now()` }).where(eq(qnaQuestions.questionSn, questionSn));
}

/** Adds or removes this member's 나도 궁금해요 and keeps the count in one statement each. */
export async function toggleMeToo(db: Conn, questionSn: number, memberId: number): Promise<{ count: number; mine: boolean }> {
  const added = await db.insert(qnaMeToo).values({ questionSn, memberId }).onConflictDoNothing().returning({ m: qnaMeToo.memberId });
  if (added.length === 0) await db.delete(qnaMeToo).where(and(eq(qnaMeToo.questionSn, questionSn), eq(qnaMeToo.memberId, memberId)));
  const delta = added.length > 0 ? 1 : -1;
  const [row] = await db
    .update(qnaQuestions)
    .set({ meToo: sql`greatest(${qnaQuestions.meToo} + ${delta}, 0)` })
    .where(eq(qnaQuestions.questionSn, questionSn))
    .returning({ meToo: qnaQuestions.meToo });
  return { count: row?.meToo ?? 0, mine: added.length > 0 };
}

export async function meTooOf(db: Conn, memberId: number, questionSns: readonly number[]): Promise<Set<number>> {
  if (questionSns.length === 0) return new Set();
  const rows = await db.select({ q: qnaMeToo.questionSn }).from(qnaMeToo).where(and(eq(qnaMeToo.memberId, memberId), inArray(qnaMeToo.questionSn, [...questionSns])));
  return new Set(rows.map((r) => r.q));
}

export async function answersOf(db: Conn, questionSns: readonly number[]) {
  if (questionSns.length === 0) return [];
  return db
    .select({ answerSn: qnaAnswers.answerSn, questionSn: qnaAnswers.questionSn, kind: qnaAnswers.kind, body: qnaAnswers.body, createdAt: qnaAnswers.createdAt, teacherName: teachers.name })
    .from(qnaAnswers)
    .leftJoin(teacherAccounts, eq(teacherAccounts.memberId, qnaAnswers.memberId))
    .leftJoin(teachers, eq(teachers.teacherSn, teacherAccounts.teacherSn))
    .where(inArray(qnaAnswers.questionSn, [...questionSns]))
    .orderBy(qnaAnswers.answerSn);
}

export async function listLectureQuestions(db: Conn, q: { lcNo: number; status?: 'open' | 'resolved'; tokens: readonly string[]; page: number; size: number }) {
  const where = and(eq(qnaQuestions.lcNo, q.lcNo), q.status ? eq(qnaQuestions.status, q.status) : undefined, matches(q.tokens));
  const [total] = await db.select({ n: count() }).from(qnaQuestions).where(where);
  const rows = await db
    .select(questionColumns)
    .from(qnaQuestions)
    .leftJoin(members, eq(members.id, qnaQuestions.memberId))
    .where(where)
    .orderBy(desc(qnaQuestions.createdAt), desc(qnaQuestions.questionSn))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total: total?.n ?? 0, rows };
}

export { teacherOfMember } from '../../db/catalogue.queries.ts';

export async function courseTeacher(db: Conn, courseSn: number): Promise<number | undefined> {
  const [row] = await db.select({ teacherSn: courses.teacherSn }).from(courses).where(eq(courses.courseSn, courseSn));
  return row?.teacherSn;
}

export type QueueView = 'waiting' | 'flagged' | 'answered';

/**
 * The console's list. A teacher (teacherSn set) sees only their courses' questions and never a flagged one staff
 * has not reviewed; staff see every course, and the flagged view.
 */
export async function listQueue(db: Conn, q: { teacherSn: number | null; view: QueueView; page: number; size: number }) {
  const cleared = or(eq(qnaQuestions.flagged, 'N'), isNotNull(qnaQuestions.reviewedAt));
  const byView =
    q.view === 'flagged'
      ? and(eq(qnaQuestions.flagged, 'Y'), isNull(qnaQuestions.reviewedAt))
      : q.view === 'waiting'
        ? and(isNull(qnaQuestions.answeredAt), cleared)
        : isNotNull(qnaQuestions.answeredAt);
  const where = and(byView, q.teacherSn === null ? undefined : and(eq(courses.teacherSn, q.teacherSn), cleared));
  const [total] = await db.select({ n: count() }).from(qnaQuestions).innerJoin(courses, eq(courses.courseSn, qnaQuestions.courseSn)).where(where);
  const rows = await db
    .select({ ...questionColumns, courseTitle: courses.title, lectureTitle: lectures.title })
    .from(qnaQuestions)
    .innerJoin(courses, eq(courses.courseSn, qnaQuestions.courseSn))
    .innerJoin(lectures, eq(lectures.lcNo, qnaQuestions.lcNo))
    .leftJoin(members, eq(members.id, qnaQuestions.memberId))
    .where(where)
    .orderBy(q.view === 'answered' ? desc(qnaQuestions.answeredAt) : qnaQuestions.createdAt)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total: total?.n ?? 0, rows };
}

/** Per course: questions waiting for the teacher, students who started, those who completed every lecture, the rating. */
export async function courseSummaries(db: Conn, teacherSn: number | null) {
  const waiting = db
    .select({ courseSn: qnaQuestions.courseSn, n: count().as('waiting_n') })
    .from(qnaQuestions)
    .where(and(isNull(qnaQuestions.answeredAt), or(eq(qnaQuestions.flagged, 'N'), isNotNull(qnaQuestions.reviewedAt))))
    .groupBy(qnaQuestions.courseSn)
    .as('w');
  const lectureCount = db.select({ courseSn: lectures.courseSn, n: count().as('lecture_n') }).from(lectures).groupBy(lectures.courseSn).as('lc');
  const perMember = db
    .select({ courseSn: lectureProgress.courseSn, memberId: lectureProgress.memberId, done: sql<number>`count(${lectureProgress.completedAt})::int`.as('done_n') })
    .from(lectureProgress)
    .groupBy(lectureProgress.courseSn, lectureProgress.memberId)
    .as('pm');
  const students = db
    .select({
      courseSn: perMember.courseSn,
      started: count().as('started_n'),
      completed: sql<number>`count(*) filter (where ${perMember.done} >= (select count(*) from ${lectures} where ${lectures.courseSn} = ${perMember.courseSn}))::int`.as('completed_n'),
    })
    .from(perMember)
    .groupBy(perMember.courseSn)
    .as('st');
  const ratings = db
    .select({ courseSn: courseReviews.courseSn, avg: sql<string>`avg(${courseReviews.star})`.as('rating_avg'), n: count().as('rating_n') })
    .from(courseReviews)
    .where(eq(courseReviews.isHidden, 'N'))
    .groupBy(courseReviews.courseSn)
    .as('r');
  return db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      waiting: sql<number>`coalesce(${waiting.n}, 0)::int`,
      started: sql<number>`coalesce(${students.started}, 0)::int`,
      completed: sql<number>`coalesce(${students.completed}, 0)::int`,
      ratingAvg: ratings.avg,
      ratingCount: sql<number>`coalesce(${ratings.n}, 0)::int`,
      lectures: sql<number>`coalesce(${lectureCount.n}, 0)::int`,
    })
    .from(courses)
    .leftJoin(waiting, eq(waiting.courseSn, courses.courseSn))
    .leftJoin(students, eq(students.courseSn, courses.courseSn))
    .leftJoin(ratings, eq(ratings.courseSn, courses.courseSn))
    .leftJoin(lectureCount, eq(lectureCount.courseSn, courses.courseSn))
    .where(teacherSn === null ? undefined : eq(courses.teacherSn, teacherSn))
    .orderBy(desc(sql`coalesce(${waiting.n}, 0)`), courses.courseSn);
}

/** The course and lecture titles a console row shows beside the question. */
export async function questionPlace(db: Conn, questionSn: number) {
  const [row] = await db
    .select({ course_title: courses.title, lecture_title: lectures.title, flag_reason: qnaQuestions.flagReason })
    .from(qnaQuestions)
    .innerJoin(courses, eq(courses.courseSn, qnaQuestions.courseSn))
    .innerJoin(lectures, eq(lectures.lcNo, qnaQuestions.lcNo))
    .where(eq(qnaQuestions.questionSn, questionSn));
  return row!;
}
