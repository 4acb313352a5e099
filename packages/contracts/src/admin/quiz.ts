import { z } from 'zod';
import { idField, idParam } from '../id-param.ts';
import { text as printable } from '../text.ts';
import '../zod-locale.ts';
import { objectParticle, topicParticle } from '../particle.ts';

// The console's quiz editor (docs/decisions/096): a lecture's quiz or a course's final quiz, saved whole.

export const adminQuizCourseParams = z.strictObject({ course_sn: idParam('강좌') });

const text = (what: string, max: number) =>
  printable(undefined, { message: `${objectParticle(what)} 입력해 주세요.` })
    .trim()
    .min(1, { message: `${objectParticle(what)} 입력해 주세요.` })
    .max(max, { message: `${topicParticle(what)} ${max}자 이하로 입력해 주세요.` });

export const adminQuizQuestion = z
  .strictObject({
    prompt: text('문제', 500),
    choices: z.array(text('보기', 200), { message: '보기를 입력해 주세요.' }).min(2, { message: '보기는 2개 이상이어야 합니다.' }).max(6, { message: '보기는 6개까지입니다.' }),
    answer: z.number({ message: '정답 보기를 골라 주세요.' }).int().min(0, { message: '정답 보기를 골라 주세요.' }),
    explanation: z.string().trim().max(1000, { message: '해설은 1000자 이하로 입력해 주세요.' }),
  })
  .refine((q) => q.answer < q.choices.length, { message: '정답은 보기 가운데 하나여야 합니다.', path: ['answer'] });

/** A quiz's own fields (a lecture's quiz in a teacher's proposal has these; decision 142). */
export const quizFields = z.strictObject({
  title: text('퀴즈 제목', 100),
  pass_percent: z.number({ message: '통과 점수를 입력해 주세요.' }).int().min(0, { message: '통과 점수는 0~100 사이여야 합니다.' }).max(100, { message: '통과 점수는 0~100 사이여야 합니다.' }),
  questions: z.array(adminQuizQuestion).min(1, { message: '문제를 하나 이상 넣어 주세요.' }).max(50, { message: '문제는 50개까지입니다.' }),
  /** Questions drawn at random for each attempt; omitted or null: every question. */
  draw_count: z.number({ message: '출제 문항 수는 숫자여야 합니다.' }).int().min(1, { message: '출제 문항 수는 1 이상이어야 합니다.' }).max(50, { message: '출제 문항 수는 50 이하여야 합니다.' }).nullable().optional(),
});
export const drawWithinQuestions: [(b: { draw_count?: number | null | undefined; questions: unknown[] }) => boolean, { message: string; path: string[] }] = [
  (b) => b.draw_count == null || b.draw_count <= b.questions.length,
  { message: '출제 문항 수는 문제 수보다 많을 수 없습니다.', path: ['draw_count'] },
];

export const adminQuizBody = quizFields
  .extend({
    course_sn: idField('강좌'),
    /** Null: the course's final quiz (one per course); else the lecture's quiz (one per lecture). */
    lc_no: idField('강의').nullable(),
  })
  .refine(...drawWithinQuestions);
export type AdminQuizBody = z.infer<typeof adminQuizBody>;

export const adminQuiz = z.object({
  quiz_id: z.number().int(),
  course_sn: z.number().int(),
  lc_no: z.number().int().nullable(),
  title: z.string(),
  pass_percent: z.number().int(),
  draw_count: z.number().int().nullable(),
  questions: z.array(z.object({ prompt: z.string(), choices: z.array(z.string()), answer: z.number().int(), explanation: z.string() })),
  attempt_count: z.number().int(),
});
export const adminQuizList = z.object({
  course_title: z.string(),
  lectures: z.array(z.object({ lc_no: z.number().int(), title: z.string() })),
  quizzes: z.array(adminQuiz),
});
export type AdminQuizList = z.infer<typeof adminQuizList>;
export type AdminQuiz = z.infer<typeof adminQuiz>;
