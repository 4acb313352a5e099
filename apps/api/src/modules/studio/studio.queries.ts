import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, courseVersions, lectures, teachers, videos } from '../../db/schema/index.ts';

/** Statuses of a proposal that is still open (not yet published): one per course at a time. */
export const OPEN = ['draft', 'submitted', 'returned', 'approved'] as const;

export { teacherOfMember } from '../../db/catalogue.queries.ts';

export function ownCourses(db: Conn, teacherSn: number) {
  return db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      isPublished: courses.isPublished,
      studentCount: courses.studentCount,
      lectureCount: sql<number>`(select count(*)::int from lectures l where l.course_sn = ${courses.courseSn})`,
    })
    .from(courses)
    .where(eq(courses.teacherSn, teacherSn))
    .orderBy(desc(courses.updatedAt));
}

export async function courseOwner(db: Conn, courseSn: number): Promise<number | undefined> {
  const [row] = await db.select({ teacherSn: courses.teacherSn }).from(courses).where(eq(courses.courseSn, courseSn));
  return row?.teacherSn;
}

const versionColumns = {
  versionSn: courseVersions.versionSn,
  draftSn: courseVersions.draftSn,
  versionNo: courseVersions.versionNo,
  courseSn: courseVersions.courseSn,
  teacherSn: courseVersions.teacherSn,
  teacher: teachers.name,
  status: courseVersions.status,
  reviewComment: courseVersions.reviewComment,
  snapshot: courseVersions.snapshot,
  submittedAt: courseVersions.submittedAt,
  reviewedAt: courseVersions.reviewedAt,
  publishedAt: courseVersions.publishedAt,
  updatedAt: courseVersions.updatedAt,
};
export type VersionRow = Awaited<ReturnType<typeof versionsOfDraft>>[number];

/** Every version of one proposal, newest first. */
export function versionsOfDraft(db: Conn, draftSn: number) {
  return db
    .select(versionColumns)
    .from(courseVersions)
    .innerJoin(teachers, eq(teachers.teacherSn, courseVersions.teacherSn))
    .where(eq(courseVersions.draftSn, draftSn))
    .orderBy(desc(courseVersions.versionNo));
}

export async function versionBySn(db: Conn, versionSn: number) {
  const [row] = await db.select(versionColumns).from(courseVersions).innerJoin(teachers, eq(teachers.teacherSn, courseVersions.teacherSn)).where(eq(courseVersions.versionSn, versionSn));
  return row;
}

/** The latest version of each proposal: a teacher's (teacherSn) or, for the review queue, any with `status`. */
export function latestVersions(db: Conn, by: { teacherSn?: number; status?: string }) {
  return db
    .select(versionColumns)
    .from(courseVersions)
    .innerJoin(teachers, eq(teachers.teacherSn, courseVersions.teacherSn))
    .where(
      and(
        sql`${courseVersions.versionNo} = (select max(v.version_no) from course_versions v where v.draft_sn = ${courseVersions.draftSn})`,
        by.teacherSn === undefined ? undefined : eq(courseVersions.teacherSn, by.teacherSn),
        by.status === undefined ? undefined : eq(courseVersions.status, by.status),
      ),
    )
    .orderBy(desc(courseVersions.updatedAt))
    .limit(200);
}

/** The open proposal of a course, locked (a second one for the same course is refused). */
export async function openDraftOfCourse(tx: Conn, courseSn: number) {
  const [row] = await tx
    .select({ draftSn: courseVersions.draftSn })
    .from(courseVersions)
    .where(
      and(
        eq(courseVersions.courseSn, courseSn),
        inArray(courseVersions.status, [...OPEN]),
        sql`${courseVersions.versionNo} = (select max(v.version_no) from course_versions v where v.draft_sn = ${courseVersions.draftSn})`,
      ),
    )
    .for('update');
  return row?.draftSn;
}

export async function insertVersion(tx: Conn, v: { draftSn: number | null; teacherSn: number; courseSn: number | null; versionNo: number; snapshot: unknown; createdBy: number }) {
  const [row] = await tx
    .insert(courseVersions)
    .values({ draftSn: v.draftSn ?? 0, teacherSn: v.teacherSn, courseSn: v.courseSn, versionNo: v.versionNo, snapshot: v.snapshot, createdBy: v.createdBy })
    .returning({ versionSn: courseVersions.versionSn });
  // A new proposal's lineage is its first version's own id.
  if (v.draftSn === null) await tx.update(courseVersions).set({ draftSn: row!.versionSn }).where(eq(courseVersions.versionSn, row!.versionSn));
  return v.draftSn ?? row!.versionSn;
}

export async function lockLatest(tx: Conn, draftSn: number) {
  const [row] = await tx
    .select({ versionSn: courseVersions.versionSn, versionNo: courseVersions.versionNo, status: courseVersions.status, teacherSn: courseVersions.teacherSn, courseSn: courseVersions.courseSn })
    .from(courseVersions)
    .where(eq(courseVersions.draftSn, draftSn))
    .orderBy(desc(courseVersions.versionNo))
    .limit(1)
    .for('update');
  return row;
}

export async function setVersion(tx: Conn, versionSn: number, set: Partial<typeof courseVersions.$inferInsert>) {
  await tx.update(courseVersions).set({ ...set, updatedAt: new Date() }).where(eq(courseVersions.versionSn, versionSn));
}

/** After the first publish, every version of the proposal names the course it became. */
export async function linkDraftToCourse(tx: Conn, draftSn: number, courseSn: number) {
  await tx.update(courseVersions).set({ courseSn }).where(and(eq(courseVersions.draftSn, draftSn), isNull(courseVersions.courseSn)));
}

/** Media keys a teacher may put in a lecture: videos their account uploaded and those already in their courses. */
export async function ownMediaKeys(db: Conn, teacherSn: number, memberId: number, wanted: string[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const uploaded = await db.select({ k: videos.mediaKey }).from(videos).where(and(eq(videos.createdBy, memberId), inArray(videos.mediaKey, wanted)));
  const inCourses = await db
    .select({ k: lectures.mediaKey })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(courses.teacherSn, teacherSn), inArray(lectures.mediaKey, wanted)));
  return new Set([...uploaded, ...inCourses].flatMap((r) => (r.k ? [r.k] : [])));
}

/** The videos already in the teacher's courses (one row per media key): pickable in their proposals like their uploads. */
export function courseMediaOf(db: Conn, teacherSn: number) {
  return db
    .selectDistinctOn([lectures.mediaKey], { mediaKey: lectures.mediaKey, title: lectures.title, course: courses.title })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(courses.teacherSn, teacherSn), sql`${lectures.mediaKey} is not null`))
    .orderBy(lectures.mediaKey, lectures.courseSn, lectures.sortOrder);
}
