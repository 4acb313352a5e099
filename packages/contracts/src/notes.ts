import { z } from 'zod';
import './zod-locale.ts';
import { idField, idParam } from './id-param.ts';
import { noteLimits } from './limits.ts';
import { text } from './text.ts';

/** Notes at a moment of a lecture's video (issue 29, item 3; docs/decisions/097): private to their member. */

const noteText = text(undefined, { message: '메모 내용을 입력해 주세요.' })
  .max(noteLimits.textMax, { message: `메모는 ${noteLimits.textMax}자 이하로 입력해 주세요.` })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: '메모 내용을 입력해 주세요.' });

const atSecond = z
  .number({ message: '메모할 영상 위치(초)는 숫자여야 합니다.' })
  .int({ message: '메모할 영상 위치(초)는 정수여야 합니다.' })
  .min(0, { message: '메모할 영상 위치가 올바르지 않습니다.' })
  .max(noteLimits.secondMax, { message: '메모할 영상 위치가 올바르지 않습니다.' });

export const noteCreateBody = z.strictObject({ lc_no: idField('강의 영상'), at_second: atSecond, text: noteText });
export type NoteCreateBody = z.infer<typeof noteCreateBody>;
export const noteEditBody = z.strictObject({ text: noteText });
export const noteParams = z.strictObject({ note_sn: idParam('메모') });
export const noteCourseParams = z.strictObject({ course_sn: idParam('강의') });
export const lectureNotesQuery = z.strictObject({ lc_no: idParam('강의 영상') });

export const noteItem = z.strictObject({
  note_sn: z.number().int().positive(),
  lc_no: z.number().int().positive(),
  course_sn: z.number().int().positive(),
  lecture_title: z.string(),
  /** The lecture's place in its course (1, 2, …). */
  lecture_sort: z.number().int(),
  /** The moment of the video, seconds. */
  at_second: z.number().int().nonnegative(),
  /** Plain text: render as text, never as HTML. */
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoteItem = z.infer<typeof noteItem>;
export const noteList = z.strictObject({ list: z.array(noteItem) });
export type NoteList = z.infer<typeof noteList>;

export const noteCourses = z.strictObject({
  list: z.array(
    z.strictObject({
      course_sn: z.number().int().positive(),
      title: z.string(),
      note_count: z.number().int().positive(),
      last_at: z.string(),
    }),
  ),
});
export type NoteCourses = z.infer<typeof noteCourses>;
export const noteDeleted = z.strictObject({ note_sn: z.number().int().positive() });
