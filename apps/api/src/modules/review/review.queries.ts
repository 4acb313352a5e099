import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courseReviews, courses, lectureProgress, lectures, members, reviewHelpfulVotes } from '../../db/schema/index.ts';

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

/**
 * One page of a course's visible reviews with the writer's nickname, their completed share of the course's
 * lectures and the helpful votes: newest first, or most helpful first (then newest).
 */
export async function listReviews(db: Conn, v: { courseSn: number; sort: 'latest' | 'helpful'; limit: number; offset: number }) {
  const order = v.sort === 'helpful' ? sql`helpful_count desc, r.created_at desc, r.review_sn desc` : sql`r.created_at desc, r.review_sn desc`;
  const { rows } = await db.execute<{
    review_sn: number;
    star: number;
    contents: string;
    nickname: string | null;
    completed: number;
    lecture_count: number;
    helpful_count: number;
    created_at: Date | string;
    total: number;
  }>(sql`
    select r.review_sn, r.star, r.contents, m.nickname,
      (select count(*)::int from ${lectureProgress} p join ${lectures} l on l.lc_no = p.lc_no
        where p.member_id = r.member_id and p.course_sn = r.course_sn and p.completed_at is not null) as completed,
      (select count(*)::int from ${lectures} l where l.course_sn = r.course_sn) as lecture_count,
      (select count(*)::int from ${reviewHelpfulVotes} h where h.review_sn = r.review_sn) as helpful_count,
      r.created_at, count(*) over ()::int as total
    from ${courseReviews} r left join ${members} m on m.id = r.member_id
    where r.course_sn = ${v.courseSn} and r.is_hidden = 'N'
    order by ${order}
    limit ${v.limit} offset ${v.offset}`);
  return rows;
}

export async function findVisibleReview(db: Conn, reviewSn: number) {
  const [row] = await db
    .select({ reviewSn: courseReviews.reviewSn, memberId: courseReviews.memberId })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.courseSn, courseReviews.courseSn))
    .where(and(eq(courseReviews.reviewSn, reviewSn), eq(courseReviews.isHidden, 'N'), eq(courses.isPublished, 'Y')));
  return row;
}

/** The primary key decides a repeat (also two at once): false when this member had already voted. */
export async function addHelpfulVote(db: Conn, reviewSn: number, memberId: number): Promise<boolean> {
  const rows = await db.insert(reviewHelpfulVotes).values({ reviewSn, memberId }).onConflictDoNothing().returning({ reviewSn: reviewHelpfulVotes.reviewSn });
  return rows.length > 0;
}

export async function helpfulCount(db: Conn, reviewSn: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewSn, reviewSn));
  return row?.n ?? 0;
}
