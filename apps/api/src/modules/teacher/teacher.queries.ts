import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
