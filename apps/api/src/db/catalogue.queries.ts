import { and, eq, sql } from 'drizzle-orm';
import type { Conn, Db } from './client.ts';
import { categories, courseReviews, courses, teacherAccounts, teachers } from './schema/index.ts';

// Catalogue reads shared by the course, teacher, search and review modules: one shape for every
// course card, one review summary. A floor below the modules, so none imports another's queries.
/**
 * The columns of a course card, lecture totals included as correlated
 * subqueries: a whole list is one statement, never one query per course.
 * Shared with the teacher and search queries so every card has one shape.
 */
export const courseCardColumns = {
  courseSn: courses.courseSn,
  title: courses.title,
  teacherSn: courses.teacherSn,
  teacherName: teachers.name,
  level: courses.level,
  // Written out with aliases: Drizzle leaves columns unqualified when a query has one table.
  lectureCount: sql<number>`(select count(*)::int from lectures l where l.course_sn = "courses"."course_sn")`,
  totalSeconds: sql<number>`(select coalesce(sum(l.duration_sec), 0)::int from lectures l where l.course_sn = "courses"."course_sn")`,
  price: courses.price,
  isFree: courses.isFree,
  passIncluded: courses.passIncluded,
  coverImage: courses.coverImage,
  caSn: courses.caSn,
  categoryTitle: categories.title,
  isDemo: courses.isDemo,
  updatedAt: courses.updatedAt,
  reviewCount: sql<number>`(select count(*)::int from course_reviews r where r.course_sn = "courses"."course_sn" and r.is_hidden = 'N')`,
  starAvg: sql<number>`(select coalesce(round(avg(r.star), 1), 0)::float8 from course_reviews r where r.course_sn = "courses"."course_sn" and r.is_hidden = 'N')`,
  studentCount: courses.studentCount,
};

/** Joins every card query needs (teacher name, category title). */
export function courseCardsFrom(db: Db) {
  return db
    .select({ ...courseCardColumns, total: sql<number>`count(*) over ()::int` })
    .from(courses)
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .innerJoin(categories, eq(categories.caSn, courses.caSn));
}

export type CourseCardRow = Omit<Awaited<ReturnType<ReturnType<typeof courseCardsFrom>['execute']>>[number], 'total'>;

export const published = eq(courses.isPublished, 'Y');

/** Published courses of the teacher in the outer query. */
export const publishedCourseCount = sql<number>`(select count(*)::int from courses c where c.teacher_sn = "teachers"."teacher_sn" and c.is_published = 'Y')`;

/** Visible reviews of a course: how many, and the average star rating. */
export async function reviewStats(db: Db, courseSn: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${courseReviews.star}), 1)::float8`,
    })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseSn, courseSn), eq(courseReviews.isHidden, 'N')));
  return { count: row?.count ?? 0, average: row?.average ?? null };
}

/** The teacher profile a member's `teacher` role is tied to (admin-members writes it): Q&A's answers and the studio. */
export async function teacherOfMember(db: Conn, memberId: number) {
  const [row] = await db
    .select({ teacherSn: teachers.teacherSn, name: teachers.name })
    .from(teacherAccounts)
    .innerJoin(teachers, eq(teachers.teacherSn, teacherAccounts.teacherSn))
    .where(eq(teacherAccounts.memberId, memberId));
  return row;
}
