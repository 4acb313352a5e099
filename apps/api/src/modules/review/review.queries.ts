import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courseReviews, courses, lectureProgress } from '../../db/schema/index.ts';

/** How much of a course this member really watched: credited seconds summed (issue 12: not the furthest point, which a jump reaches), lectures completed. */
export async function viewingOfCourse(db: Conn, memberId: number, courseSn: number) {
  const [row] = await db
    .select({
      watchedSeconds: sql<number>`coalesce(sum(${lectureProgress.creditedSecond}), 0)::int`,
      completedCount: sql<number>`count(${lectureProgress.completedAt})::int`,
    })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.memberId, memberId), eq(lectureProgress.courseSn, courseSn)));
  return { watchedSeconds: row?.watchedSeconds ?? 0, completedCount: row?.completedCount ?? 0 };
}

export async function hasReviewed(db: Conn, memberId: number, courseSn: number): Promise<boolean> {
  const rows = await db
    .select({ reviewSn: courseReviews.reviewSn })
    .from(courseReviews)
    .where(and(eq(courseReviews.memberId, memberId), eq(courseReviews.courseSn, courseSn)))
    .limit(1);
  return rows.length > 0;
}

export async function publishedCourseExists(db: Conn, courseSn: number): Promise<boolean> {
  const rows = await db.select({ courseSn: courses.courseSn }).from(courses).where(and(eq(courses.courseSn, courseSn), eq(courses.isPublished, 'Y')));
  return rows.length > 0;
}

/** The unique (course, member) index decides a double submit: no row back means "already reviewed". */
export async function insertReview(db: Conn, v: { courseSn: number; memberId: number; star: number; contents: string }) {
  const [row] = await db
    .insert(courseReviews)
    .values({ courseSn: v.courseSn, memberId: v.memberId, star: v.star, contents: v.contents })
    .onConflictDoNothing({ target: [courseReviews.courseSn, courseReviews.memberId] })
    .returning({ reviewSn: courseReviews.reviewSn });
  return row?.reviewSn ?? null;
}
