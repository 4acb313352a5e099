import { endpoint } from '../endpoint.ts';

// The console's quiz editor (apps/api/src/modules/quiz, docs/decisions/096).

const staff = { tags: ['admin'], bearer: true } as const;

export const list = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/quiz/course/:course_sn',
  params: 'adminQuizCourseParams',
  response: 'adminQuizList',
  summary: '강좌의 퀴즈 (강의별, 최종)',
  errors: ['COURSE_NOT_FOUND', 'QUIZ_EDIT_DENIED'],
});

export const save = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/quiz',
  body: 'adminQuizBody',
  response: 'adminQuiz',
  summary: '퀴즈 저장 (강의 또는 강좌 최종; 문제 전체를 바꿈)',
  errors: ['QUIZ_TARGET_INVALID', 'QUIZ_EDIT_DENIED'],
});
