import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseSort } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { courseCardColumns, courseCardsFrom, published } from '../../db/catalogue.queries.ts';
import { categories, courses, lectures, teachers } from '../../db/schema/index.ts';


const newestFirst = [desc(courses.createdAt), desc(courses.courseSn)];
const orderings: Record<CourseSort, SQL[]> = {
  latest: newestFirst,
  popular: [desc(courses.popularity), desc(courses.studentCount), ...newestFirst],
  price_asc: [asc(courses.price), ...newestFirst],
  price_desc: [desc(courses.price), ...newestFirst],
};

export function listCategoryRows(db: Db) {
  return db
    .select({ caSn: categories.caSn, pCaSn: categories.pCaSn, title: categories.title, isHidden: categories.isHidden })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.caSn));
}
export type CategoryRow = Awaited<ReturnType<typeof listCategoryRows>>[number];

export interface CourseFilter {
  /** Categories to include; null for all. */
  caSns: number[] | null;
  freeOnly: boolean | null;
  sort: CourseSort;
  limit: number;
  offset: number;
}

function filterWhere(f: Pick<CourseFilter, 'caSns' | 'freeOnly'>) {
  return and(
    published,
    f.caSns ? inArray(courses.caSn, f.caSns) : undefined,
    f.freeOnly === null ? undefined : eq(courses.isFree, f.freeOnly ? 'Y' : 'N'),
  );
}

/** One page of cards and the total across pages, in one statement. */
export function listCourseCards(db: Db, f: CourseFilter) {
  return courseCardsFrom(db)
    .where(filterWhere(f))
    .orderBy(...orderings[f.sort])
    .limit(f.limit)
    .offset(f.offset);
}

/** Only needed when a page past the end comes back empty and the window total is lost with it. */
export async function countCourses(db: Db, f: Pick<CourseFilter, 'caSns' | 'freeOnly'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(filterWhere(f));
  return row?.n ?? 0;
}

/** Every published course as a card, for the curriculum. */
export function listAllCourseCards(db: Db) {
  return courseCardsFrom(db)
    .where(published)
    .orderBy(asc(courses.caSn), asc(courses.createdAt), asc(courses.courseSn));
}

export async function findCourse(db: Db, courseSn: number) {
  const [row] = await db
    .select({
      ...courseCardColumns,
      summary: courses.summary,
      description: courses.description,
      createdAt: courses.createdAt,
      teacherHeadline: teachers.headline,
      teacherProfileImage: teachers.profileImage,
      teacherIsDemo: teachers.isDemo,
    })
    .from(courses)
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .innerJoin(categories, eq(categories.caSn, courses.caSn))
    .where(and(published, eq(courses.courseSn, courseSn)));
  return row ?? null;
}

export function listLectures(db: Db, courseSn: number) {
  return db
    .select({
      lcNo: lectures.lcNo,
      title: lectures.title,
      durationSec: lectures.durationSec,
      isPreview: lectures.isPreview,
      sortOrder: lectures.sortOrder,
    })
    .from(lectures)
    .where(eq(lectures.courseSn, courseSn))
    .orderBy(asc(lectures.sortOrder), asc(lectures.lcNo));
}

/** The few facts the lecture list and the generated cover show. */
export async function findCourseFacts(db: Db, courseSn: number) {
  const [row] = await db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      level: courses.level,
      isDemo: courses.isDemo,
      isFree: courses.isFree,
      caSn: courses.caSn,
      categoryTitle: categories.title,
      teacherName: teachers.name,
    })
    .from(courses)
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .innerJoin(categories, eq(categories.caSn, courses.caSn))
    .where(and(published, eq(courses.courseSn, courseSn)));
  return row ?? null;
}

/**
 * The "popular" order from what members really do (issue 33): each member who got the course (a course purchase) or
 * played it counts once per kind, weighted by how recent: 4 within a week, 2 within four weeks, 1 within twelve; older
 * activity no longer counts. A purchase weighs twice a play. `student_count` becomes the members who hold the course
 * or have played it. Only rows whose figures changed are written (a write drops the catalogue caches).
 */
export async function refreshPopularity(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with plays as (
      select course_sn, member_id, max(watched_at) as last_at from lecture_progress group by course_sn, member_id
    ), buys as (
      select course_sn, member_id, max(created_at) as last_at from entitlements where kind = 'course' group by course_sn, member_id
    ), weighted as (
      select course_sn, member_id, last_at, 1 as factor from plays
      union all
      select course_sn, member_id, last_at, 2 as factor from buys
    ), scores as (
      select course_sn,
        sum(factor * case
          when last_at > ${at}::timestamptz - interval '7 days' then 4
          when last_at > ${at}::timestamptz - interval '28 days' then 2
          when last_at > ${at}::timestamptz - interval '84 days' then 1
          else 0 end)::int as popularity,
        count(distinct member_id)::int as students
      from weighted group by course_sn
    )
    update ${courses} c set popularity = coalesce(s.popularity, 0), student_count = coalesce(s.students, 0)
    from ${courses} c2 left join scores s on s.course_sn = c2.course_sn
    where c.course_sn = c2.course_sn
      and (c.popularity, c.student_count) is distinct from (coalesce(s.popularity, 0), coalesce(s.students, 0))`);
  return result.rowCount ?? 0;
}
