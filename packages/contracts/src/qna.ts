import { z } from 'zod';
import './zod-locale.ts';
import { qnaLimits } from './constants.ts';
import { text } from './text.ts';
import { emptyAsUnset, id, page, size } from './play-fields.ts';

/** Lecture Q&A (질문 & 답변, issue 29; docs/decisions/095). */


const trimmed = (max: number, empty: string, tooLong: string) =>
  text(undefined, { message: empty })
    .max(max, { message: tooLong })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: empty });

export const qnaQuestionParams = z.strictObject({ question_sn: id('질문') });

export const qnaAskBody = z.strictObject({
  title: trimmed(qnaLimits.titleMax, '질문 제목을 입력해 주세요.', `제목은 ${qnaLimits.titleMax}자 이하로 입력해 주세요.`),
  body: trimmed(qnaLimits.bodyMax, '질문 내용을 입력해 주세요.', `질문 내용은 ${qnaLimits.bodyMax}자 이하로 입력해 주세요.`),
  moment_sec: z
    .number({ message: '질문할 영상 시점을 숫자(초)로 보내 주세요.' })
    .int({ message: '영상 시점은 초 단위 정수여야 합니다.' })
    .min(0, { message: '영상 시점은 0초 이상이어야 합니다.' })
    .max(86_400, { message: '영상 시점이 너무 큽니다.' }),
});
export type QnaAskBody = z.infer<typeof qnaAskBody>;

export const qnaStatus = z.enum(['open', 'resolved'], { message: '상태는 미해결(open) 또는 해결(resolved)만 고를 수 있습니다.' });

export const qnaListQuery = z.strictObject({
  status: emptyAsUnset(qnaStatus.optional()),
  q: emptyAsUnset(text(qnaLimits.queryMax, { message: '검색어를 확인해 주세요.' }).optional()),
  page: emptyAsUnset(page),
  size: emptyAsUnset(size),
});
export type QnaListQuery = z.infer<typeof qnaListQuery>;

export const qnaAnswer = z.object({
  answer_sn: z.number(),
  /** teacher: the course's teacher; staff: the school; standard: the school's standard reply to an advice request. */
  kind: z.enum(['teacher', 'staff', 'standard']),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type QnaAnswer = z.infer<typeof qnaAnswer>;

export const qnaQuestion = z.object({
  question_sn: z.number(),
  lc_no: z.number(),
  course_sn: z.number(),
  title: z.string(),
  body: z.string(),
  moment_sec: z.number(),
  status: qnaStatus,
  /** 'Y' once the teacher or staff answered (답변 완료); the standard reply alone does not count. */
  answered: z.enum(['Y', 'N']),
  /** 'Y': asks for individual investment advice; answered with the standard reply and queued for staff. */
  flagged: z.enum(['Y', 'N']),
  me_too: z.number(),
  mine: z.enum(['Y', 'N']),
  me_too_mine: z.enum(['Y', 'N']),
  author: z.string(),
  created_at: z.string(),
  answers: z.array(qnaAnswer),
});
export type QnaQuestion = z.infer<typeof qnaQuestion>;

export const qnaListResponse = z.object({ total: z.number(), page: z.number(), items: z.array(qnaQuestion) });
export type QnaListResponse = z.infer<typeof qnaListResponse>;

export const qnaMeTooResponse = z.object({ question_sn: z.number(), me_too: z.number(), me_too_mine: z.enum(['Y', 'N']) });
export type QnaMeTooResponse = z.infer<typeof qnaMeTooResponse>;

// ── Console: the teacher's and staff's side ──────────────────────────────────

export const qnaQueueQuery = z.strictObject({
  /** waiting: no answer yet; flagged: advice requests staff has not reviewed (staff only); answered. */
  view: emptyAsUnset(z.enum(['waiting', 'flagged', 'answered'], { message: '목록 종류를 확인해 주세요.' }).default('waiting')),
  page: emptyAsUnset(page),
});
export type QnaQueueQuery = z.infer<typeof qnaQueueQuery>;

export const qnaQueueItem = qnaQuestion.extend({ course_title: z.string(), lecture_title: z.string(), flag_reason: z.string().nullable() });
export type QnaQueueItem = z.infer<typeof qnaQueueItem>;
export const qnaQueueResponse = z.object({ total: z.number(), page: z.number(), items: z.array(qnaQueueItem) });
export type QnaQueueResponse = z.infer<typeof qnaQueueResponse>;

export const qnaAnswerBody = z.strictObject({
  body: trimmed(qnaLimits.answerMax, '답변 내용을 입력해 주세요.', `답변은 ${qnaLimits.answerMax}자 이하로 입력해 주세요.`),
});
export type QnaAnswerBody = z.infer<typeof qnaAnswerBody>;

export const teacherCourseSummary = z.object({
  course_sn: z.number(),
  title: z.string(),
  waiting: z.number(),
  students: z.number(),
  /** Members who completed every lecture of the course / members who started it. */
  completed: z.number(),
  rating_avg: z.number().nullable(),
  rating_count: z.number(),
});
export const teacherOverview = z.object({
  /** The signed-in teacher's profile; null for staff (who see every course). */
  teacher: z.object({ teacher_sn: z.number(), name: z.string() }).nullable(),
  courses: z.array(teacherCourseSummary),
});
export type TeacherOverview = z.infer<typeof teacherOverview>;
