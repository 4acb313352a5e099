import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.ts';
import { courses, lectures, teacherAccounts, teachers } from '../../db/schema/index.ts';
import { courseCardsFrom, published, publishedCourseCount } from '../../db/catalogue.queries.ts';

const teacherColumns = {
  teacherSn: teachers.teacherSn,
  name: teachers.name,
  headline: teachers.headline,
  profileImage: teachers.profileImage,
  isDemo: teachers.isDemo,
  courseCount: publishedCourseCount,
};

export function listTeachers(db: Db) {
  return db.select(teacherColumns).from(teachers).orderBy(asc(teachers.sortOrder), asc(teachers.teacherSn));
}
export type TeacherRow = Awaited<ReturnType<typeof listTeachers>>[number];

export async function findTeacher(db: Db, teacherSn: number) {
  const [row] = await db
    .select({ ...teacherColumns, bio: teachers.bio, career: teachers.career })
    .from(teachers)
    .where(eq(teachers.teacherSn, teacherSn));
  return row ?? null;
}

export function listTeacherCourses(db: Db, teacherSn: number) {
  return courseCardsFrom(db)
    .where(and(published, eq(courses.teacherSn, teacherSn)))
    .orderBy(desc(courses.createdAt), desc(courses.courseSn));
}

export async function findTeacherName(db: Db, teacherSn: number) {
  const [row] = await db
    .select({ teacherSn: teachers.teacherSn, name: teachers.name })
    .from(teachers)
    .where(eq(teachers.teacherSn, teacherSn));
  return row ?? null;
}

/** True when the member's `teacher` account is tied to the teacher profile that the course names. */
export async function teachesCourse(db: Db, memberId: number, courseSn: number): Promise<boolean> {
  const [row] = await db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .innerJoin(teacherAccounts, eq(teacherAccounts.teacherSn, courses.teacherSn))
    .where(and(eq(courses.courseSn, courseSn), eq(teacherAccounts.memberId, memberId)));
  return row !== undefined;
}

/** The course a lecture belongs to. */
export async function courseOfLecture(db: Db, lcNo: number): Promise<number | undefined> {
  const [row] = await db.select({ courseSn: lectures.courseSn }).from(lectures).where(eq(lectures.lcNo, lcNo));
  return row?.courseSn;
}

/**
 * The public figures of a teacher's published courses (decision 133): visible reviews (count and average star), and
 * the questions asked in the last `windowDays` days that a teacher may see (an advice request still waiting for staff
 * is not one) with how many of them have a teacher's or staff's answer (`answered_at`; the standard reply leaves it).
 */
export async function teacherStats(db: Conn, teacherSn: number, windowDays: number) {
  const r = await db.execute<{ review_count: number; review_average: number | null; asked: number; answered: number }>(sql`
    select
      (select count(*)::int from course_reviews r join courses c on c.course_sn = r.course_sn
        where c.teacher_sn = ${teacherSn} and c.is_published = 'Y' and r.is_hidden = 'N') as review_count,
      (select round(avg(r.star), 1)::float8 from course_reviews r join courses c on c.course_sn = r.course_sn
        where c.teacher_sn = ${teacherSn} and c.is_published = 'Y' and r.is_hidden = 'N') as review_average,
      count(q.question_sn)::int as asked,
      count(q.answered_at)::int as answered
    from courses c
    join qna_questions q on q.course_sn = c.course_sn
      and q.created_at > now() - make_interval(days => ${windowDays})
      and (q.flagged = 'N' or q.reviewed_at is not null)
    where c.teacher_sn = ${teacherSn} and c.is_published = 'Y'`);
  const row = r.rows[0]!;
  return { reviewCount: row.review_count, reviewAverage: row.review_average, asked: row.asked, answered: row.answered };
}
