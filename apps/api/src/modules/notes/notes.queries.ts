import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, lectureNotes, lectureProgress, lectures } from '../../db/schema/index.ts';

/** Every read and write names the member: a note of someone else is never found. */
const noteColumns = {
  noteSn: lectureNotes.noteSn,
  lcNo: lectureNotes.lcNo,
  courseSn: lectureNotes.courseSn,
  lectureTitle: lectures.title,
  lectureSort: sql<number>`(select count(*)::int from lectures l2 where l2.course_sn = ${lectures.courseSn} and (l2.sort_order, l2.lc_no) <= (${lectures.sortOrder}, ${lectures.lcNo}))`,
  atSecond: lectureNotes.atSecond,
  body: lectureNotes.body,
  createdAt: lectureNotes.createdAt,
  updatedAt: lectureNotes.updatedAt,
};
export type NoteRow = Awaited<ReturnType<typeof notesWhere>>[number];

function notesWhere(db: Conn, where: ReturnType<typeof and>) {
  return db
    .select(noteColumns)
    .from(lectureNotes)
    .innerJoin(lectures, eq(lectures.lcNo, lectureNotes.lcNo))
    .where(where)
    .orderBy(asc(lectures.sortOrder), asc(lectureNotes.lcNo), asc(lectureNotes.atSecond), asc(lectureNotes.noteSn));
}

export const noteOf = async (db: Conn, memberId: number, noteSn: number): Promise<NoteRow | null> =>
  (await notesWhere(db, and(eq(lectureNotes.memberId, memberId), eq(lectureNotes.noteSn, noteSn))))[0] ?? null;

export const notesOfLecture = (db: Conn, memberId: number, lcNo: number) => notesWhere(db, and(eq(lectureNotes.memberId, memberId), eq(lectureNotes.lcNo, lcNo)));

export const notesOfCourse = (db: Conn, memberId: number, courseSn: number) =>
  notesWhere(db, and(eq(lectureNotes.memberId, memberId), eq(lectureNotes.courseSn, courseSn)));

export function coursesWithNotes(db: Conn, memberId: number) {
  return db
    .select({ courseSn: lectureNotes.courseSn, title: courses.title, noteCount: count(), lastAt: max(lectureNotes.updatedAt) })
    .from(lectureNotes)
    .innerJoin(courses, eq(courses.courseSn, lectureNotes.courseSn))
    .where(eq(lectureNotes.memberId, memberId))
    .groupBy(lectureNotes.courseSn, courses.title)
    .orderBy(desc(max(lectureNotes.updatedAt)));
}

export async function courseTitle(db: Conn, courseSn: number): Promise<string | null> {
  const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.courseSn, courseSn));
  return row?.title ?? null;
}

/** The lecture's course, and whether this member started it (the play start checked their access then). */
export async function lectureForMember(db: Conn, memberId: number, lcNo: number) {
  const [row] = await db
    .select({ courseSn: lectures.courseSn, started: sql<boolean>`${lectureProgress.memberId} is not null` })
    .from(lectures)
    .leftJoin(lectureProgress, and(eq(lectureProgress.lcNo, lectures.lcNo), eq(lectureProgress.memberId, memberId)))
    .where(eq(lectures.lcNo, lcNo));
  return row ?? null;
}

/** Inserts unless the member already has `limit` notes on the lecture (one statement, so parallel saves agree). */
export async function insertNote(db: Conn, v: { memberId: number; lcNo: number; courseSn: number; atSecond: number; body: string }, limit: number) {
  const result = await db.execute<{ note_sn: number }>(sql`
    insert into lecture_notes (member_id, lc_no, course_sn, at_second, body)
    select ${v.memberId}, ${v.lcNo}, ${v.courseSn}, ${v.atSecond}, ${v.body}
    where (select count(*) from lecture_notes where member_id = ${v.memberId} and lc_no = ${v.lcNo}) < ${limit}
    returning note_sn`);
  const row = result.rows[0];
  return row ? Number(row.note_sn) : null;
}

export async function updateNote(db: Conn, memberId: number, noteSn: number, body: string): Promise<boolean> {
  const rows = await db
    .update(lectureNotes)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(lectureNotes.memberId, memberId), eq(lectureNotes.noteSn, noteSn)))
    .returning({ noteSn: lectureNotes.noteSn });
  return rows.length > 0;
}

export async function deleteNote(db: Conn, memberId: number, noteSn: number): Promise<boolean> {
  const rows = await db
    .delete(lectureNotes)
    .where(and(eq(lectureNotes.memberId, memberId), eq(lectureNotes.noteSn, noteSn)))
    .returning({ noteSn: lectureNotes.noteSn });
  return rows.length > 0;
}
