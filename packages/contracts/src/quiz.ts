import { z } from 'zod';
import { idParam } from './id-param.ts';
import './zod-locale.ts';

// Quizzes (issue 29, docs/decisions/096): multiple-choice questions after a lecture, or a course's final quiz.
// The member sees the questions without their answers; an attempt is scored by the server and kept.

export const quizLectureParams = z.strictObject({ lc_no: idParam('강의') });
export const quizCourseParams = z.strictObject({ course_sn: idParam('강좌') });
export const quizParams = z.strictObject({ quiz_id: idParam('퀴즈') });

export const quizQuestion = z.object({
  question_id: z.number().int(),
  prompt: z.string(),
  choices: z.array(z.string()),
});

export const quizAttemptSummary = z.object({
  attempt_id: z.number().int(),
  score: z.number().int(),
  passed: z.enum(['Y', 'N']),
  created_at: z.string(),
});

export const quizView = z.object({
  quiz_id: z.number().int(),
  course_sn: z.number().int(),
  lc_no: z.number().int().nullable(),
  title: z.string(),
  pass_percent: z.number().int(),
  /** The questions of the member's next attempt: drawn at random from the pool when the teacher wrote more. */
  questions: z.array(quizQuestion),
  /** How many questions the teacher wrote (the pool the questions are drawn from). */
  pool_size: z.number().int(),
  /** The member's attempts, newest first. */
  attempts: z.array(quizAttemptSummary),
  /** Attempts submitted today (Korean day) and allowed per day. */
  attempts_today: z.number().int(),
  daily_limit: z.number().int(),
  /** The rules as the member reads them (Korean). */
  rules: z.array(z.string()),
});
/** Null: the lecture (or course) has no quiz. */
export const quizResponse = quizView.nullable();
export type QuizView = z.infer<typeof quizView>;

export const quizAttemptBody = z.strictObject({
  /** The chosen choice's index (0-based) for each question, in the order the quiz (its drawn questions) lists them. */
  answers: z.array(z.number({ message: '답은 보기 번호여야 합니다.' }).int().min(0).max(9), { message: '답을 골라 주세요.' }).min(1, { message: '답을 골라 주세요.' }).max(50),
});
export type QuizAttemptBody = z.infer<typeof quizAttemptBody>;

export const quizAttemptResult = z.object({
  attempt_id: z.number().int(),
  score: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  passed: z.enum(['Y', 'N']),
  results: z.array(
    z.object({
      question_id: z.number().int(),
      chosen: z.number().int(),
      /** Null until the quiz is passed or attempted three times. */
      answer: z.number().int().nullable(),
      correct: z.boolean(),
      explanation: z.string().nullable(),
    }),
  ),
  /** 'Y' when the answers and explanations are shown; else `reveal_note` says when they will be. */
  answers_shown: z.enum(['Y', 'N']),
  reveal_note: z.string().nullable(),
  /** Set when this attempt completed the course: the certificate it issued. */
  certificate_no: z.string().nullable(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;
