import { koreanDay, type NoteCourses, type NoteCreateBody, type NoteItem } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { courseTitle, coursesWithNotes, deleteNote, insertNote, lectureForMember, noteOf, notesOfCourse, notesOfLecture, updateNote, type NoteRow } from './notes.queries.ts';

/** Notes one member may keep on one lecture: enough for any real use, a bound for a runaway client. */
export const NOTES_PER_LECTURE = 200;

/** 0:07, 12:05, 1:02:03: how the player writes a moment. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const item = (r: NoteRow): NoteItem => ({
  note_sn: r.noteSn,
  lc_no: r.lcNo,
  course_sn: r.courseSn,
  lecture_title: r.lectureTitle,
  lecture_sort: r.lectureSort,
  at_second: r.atSecond,
  text: r.body,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Notes at a moment of a lecture (decision 097): every call is one member's own notes, nobody else's. */
export class NotesService {
  constructor(private readonly db: Db) {}

  async create(memberId: number, body: NoteCreateBody): Promise<NoteItem> {
    const lecture = await lectureForMember(this.db, memberId, body.lc_no);
    if (!lecture) throw new AppError('LECTURE_NOT_FOUND');
    if (!lecture.started) throw new AppError('NOTE_LECTURE_NOT_STARTED');
    const noteSn = await insertNote(this.db, { memberId, lcNo: body.lc_no, courseSn: lecture.courseSn, atSecond: body.at_second, body: body.text }, NOTES_PER_LECTURE);
    if (noteSn === null) throw new AppError('NOTE_TOO_MANY');
    return this.one(memberId, noteSn);
  }

  async ofLecture(memberId: number, lcNo: number) {
    return { list: (await notesOfLecture(this.db, memberId, lcNo)).map(item) };
  }

  async ofCourse(memberId: number, courseSn: number) {
    return { list: (await notesOfCourse(this.db, memberId, courseSn)).map(item) };
  }

  async courses(memberId: number): Promise<NoteCourses> {
    const rows = await coursesWithNotes(this.db, memberId);
    return { list: rows.map((r) => ({ course_sn: r.courseSn, title: r.title, note_count: r.noteCount, last_at: (r.lastAt ?? new Date(0)).toISOString() })) };
  }

  async edit(memberId: number, noteSn: number, text: string): Promise<NoteItem> {
    if (!(await updateNote(this.db, memberId, noteSn, text))) throw new AppError('NOTE_NOT_FOUND');
    return this.one(memberId, noteSn);
  }

  async remove(memberId: number, noteSn: number) {
    if (!(await deleteNote(this.db, memberId, noteSn))) throw new AppError('NOTE_NOT_FOUND');
    return { note_sn: noteSn };
  }

  /** The course's notes as a plain text file, grouped by lecture, each line led by its moment. */
  async exportText(memberId: number, courseSn: number, now = new Date()): Promise<string> {
    const [rows, title] = await Promise.all([notesOfCourse(this.db, memberId, courseSn), courseTitle(this.db, courseSn)]);
    if (rows.length === 0 || title === null) throw new AppError('NOTE_NONE');
    const day = koreanDay(now);
    const lines = [`${title} — 내 메모`, `내보낸 날: ${day}`, ''];
    let lecture = 0;
    for (const r of rows) {
      if (r.lcNo !== lecture) {
        if (lecture !== 0) lines.push('');
        lines.push(`${r.lectureSort}. ${r.lectureTitle}`);
        lecture = r.lcNo;
      }
      const [first = '', ...rest] = r.body.split(/\r?\n/);
      lines.push(`  [${clock(r.atSecond)}] ${first}`, ...rest.map((l) => `          ${l}`));
    }
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  }

  private async one(memberId: number, noteSn: number): Promise<NoteItem> {
    const row = await noteOf(this.db, memberId, noteSn);
    if (!row) throw new AppError('NOTE_NOT_FOUND');
    return item(row);
  }
}
