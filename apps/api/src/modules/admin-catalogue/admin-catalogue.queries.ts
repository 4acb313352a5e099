import { and, asc, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { CourseBody, LectureInput, TeacherBody } from '@school/contracts/admin';
import type { Conn } from '../../db/client.ts';
import { categories, courses, lectureProgress, lectures, teachers } from '../../db/schema/index.ts';
import { courseSearchKeys, lectureSearchKeys, teacherSearchKeys } from '../../db/schema/search-keys.ts';

// ── categories ───────────────────────────────────────────────────────────
export function allCategories(db: Conn) {
  return db
    .select({
      caSn: categories.caSn,
      pCaSn: categories.pCaSn,
      title: categories.title,
      isHidden: categories.isHidden,
      sortOrder: categories.sortOrder,
      courseCount: sql<number>`(select count(*)::int from courses c where c.ca_sn = ${categories.caSn})`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.caSn));
}

export async function lockCategory(tx: Conn, caSn: number) {
  const [row] = await tx
    .select({ caSn: categories.caSn, pCaSn: categories.pCaSn, title: categories.title, isHidden: categories.isHidden, sortOrder: categories.sortOrder })
    .from(categories)
    .where(eq(categories.caSn, caSn))
    .for('update');
  return row;
}

/** True when `candidate` is `caSn` itself or lies under it (moving there would make a loop). */
export async function isSelfOrDescendant(tx: Conn, caSn: number, candidate: number): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    with recursive down(ca_sn) as (select ${caSn}::int union all select c.ca_sn from categories c join down on c.p_ca_sn = down.ca_sn)
    select exists (select 1 from down where ca_sn = ${candidate}) as found`);
  return result.rows[0]?.found === true;
}

export async function insertCategory(tx: Conn, pCaSn: number | null, title: string) {
  const [row] = await tx
    .insert(categories)
    .values({ pCaSn, title, sortOrder: sql`coalesce((select max(sort_order) + 1 from categories where p_ca_sn is not distinct from ${pCaSn}), 0)` })
    .returning({ caSn: categories.caSn });
  return row!.caSn;
}

export async function updateCategory(tx: Conn, caSn: number, set: Partial<typeof categories.$inferInsert>) {
  await tx.update(categories).set({ ...set, updatedAt: sql`now()` }).where(eq(categories.caSn, caSn));
}

// ── teachers ─────────────────────────────────────────────────────────────
export function allTeachers(db: Conn) {
  return db
    .select({
      teacherSn: teachers.teacherSn,
      name: teachers.name,
      headline: teachers.headline,
      bio: teachers.bio,
      career: teachers.career,
      sortOrder: teachers.sortOrder,
      courseCount: sql<number>`(select count(*)::int from courses c where c.teacher_sn = ${teachers.teacherSn})`,
    })
    .from(teachers)
    .orderBy(asc(teachers.sortOrder), asc(teachers.teacherSn));
}

const teacherValues = (b: TeacherBody) => ({ name: b.name, headline: b.headline, bio: b.bio, career: b.career, sortOrder: b.sort_order, ...teacherSearchKeys(b) });

export async function insertTeacher(tx: Conn, b: TeacherBody) {
  const [row] = await tx.insert(teachers).values(teacherValues(b)).returning({ teacherSn: teachers.teacherSn });
  return row!.teacherSn;
}

export async function lockTeacher(tx: Conn, teacherSn: number) {
  const [row] = await tx
    .select({ name: teachers.name, headline: teachers.headline, bio: teachers.bio, career: teachers.career, sortOrder: teachers.sortOrder })
    .from(teachers)
    .where(eq(teachers.teacherSn, teacherSn))
    .for('update');
  return row;
}

export async function updateTeacher(tx: Conn, teacherSn: number, b: TeacherBody) {
  await tx.update(teachers).set({ ...teacherValues(b), updatedAt: sql`now()` }).where(eq(teachers.teacherSn, teacherSn));
}

// ── courses ──────────────────────────────────────────────────────────────
export async function courseList(db: Conn, filter: { q?: string | undefined; teacherSn?: number | undefined }, page: number) {
  const { q, teacherSn } = filter;
  return db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      category: categories.title,
      teacher: teachers.name,
      isFree: courses.isFree,
      price: courses.price,
      passIncluded: courses.passIncluded,
      watermark: courses.watermark,
      isPublished: courses.isPublished,
      isDemo: courses.isDemo,
      lectureCount: sql<number>`(select count(*)::int from lectures l where l.course_sn = ${courses.courseSn})`,
      updatedAt: courses.updatedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.caSn, courses.caSn))
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .where(
      and(
        q ? ilike(courses.title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        teacherSn === undefined ? undefined : eq(courses.teacherSn, teacherSn),
      ),
    )
    .orderBy(desc(courses.updatedAt), desc(courses.courseSn))
    .limit(30)
    .offset((page - 1) * 30);
}

export async function courseForEdit(db: Conn, courseSn: number, lock = false) {
  const q = db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      summary: courses.summary,
      description: courses.description,
      level: courses.level,
      caSn: courses.caSn,
      teacherSn: courses.teacherSn,
      isFree: courses.isFree,
      price: courses.price,
      passIncluded: courses.passIncluded,
      watermark: courses.watermark,
      isPublished: courses.isPublished,
    })
    .from(courses)
    .where(eq(courses.courseSn, courseSn));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export function courseLectures(db: Conn, courseSn: number) {
  return db
    .select({ lcNo: lectures.lcNo, title: lectures.title, durationSec: lectures.durationSec, isPreview: lectures.isPreview, mediaKey: lectures.mediaKey })
    .from(lectures)
    .where(eq(lectures.courseSn, courseSn))
    .orderBy(asc(lectures.sortOrder), asc(lectures.lcNo));
}

const courseValues = (b: CourseBody) => ({
  title: b.title,
  summary: b.summary,
  description: b.description,
  level: b.level,
  caSn: b.ca_sn,
  teacherSn: b.teacher_sn,
  isFree: b.is_free,
  price: b.price,
  passIncluded: b.pass_included,
  watermark: b.watermark,
  ...courseSearchKeys(b),
});

export async function insertCourse(tx: Conn, b: CourseBody) {
  const [row] = await tx.insert(courses).values({ ...courseValues(b), isPublished: 'N' }).returning({ courseSn: courses.courseSn });
  return row!.courseSn;
}

export async function updateCourse(tx: Conn, courseSn: number, b: CourseBody) {
  await tx.update(courses).set({ ...courseValues(b), updatedAt: sql`now()` }).where(eq(courses.courseSn, courseSn));
}

export async function setPublished(tx: Conn, courseSn: number, isPublished: 'Y' | 'N') {
  await tx.update(courses).set({ isPublished, updatedAt: sql`now()` }).where(eq(courses.courseSn, courseSn));
}

/** Lectures being dropped from a course that someone has watched (they cannot be dropped). */
export async function watchedAmong(tx: Conn, courseSn: number, keep: number[]) {
  const rows = await tx
    .selectDistinct({ lcNo: lectureProgress.lcNo })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.courseSn, courseSn), keep.length ? notInArray(lectureProgress.lcNo, keep) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Makes the course's lectures exactly `list`, in its order (numbered from 1, as the player shows them): updates, inserts, removes. */
export async function replaceLectures(tx: Conn, courseSn: number, list: LectureInput[]) {
  const keep = list.flatMap((l) => (l.lc_no ? [l.lc_no] : []));
  await tx.delete(lectures).where(and(eq(lectures.courseSn, courseSn), keep.length ? notInArray(lectures.lcNo, keep) : undefined));
  for (const [i, l] of list.entries()) {
    const values = { title: l.title, durationSec: l.duration_sec, isPreview: l.is_preview, mediaKey: l.media_key, sortOrder: i + 1, ...lectureSearchKeys(l) };
    if (l.lc_no) await tx.update(lectures).set({ ...values, updatedAt: sql`now()` }).where(and(eq(lectures.lcNo, l.lc_no), eq(lectures.courseSn, courseSn)));
    else await tx.insert(lectures).values({ ...values, courseSn });
  }
}

/** Lecture numbers of this course among `lcNos` (to refuse another course's lecture numbers). */
export async function ownLectures(tx: Conn, courseSn: number, lcNos: number[]) {
  if (lcNos.length === 0) return [];
  const rows = await tx.select({ lcNo: lectures.lcNo }).from(lectures).where(and(eq(lectures.courseSn, courseSn), inArray(lectures.lcNo, lcNos)));
  return rows.map((r) => r.lcNo);
}
