import { endpoint } from '../endpoint.ts';

// Quizzes for members (apps/api/src/modules/quiz, docs/decisions/096): answered after a lecture, scored per attempt.

export const lecture = endpoint({
  method: 'GET',
  path: '/api/quiz/lecture/:lc_no',
  params: 'quizLectureParams',
  response: 'quizResponse',
  summary: '강의 퀴즈 (문제와 내 응시 기록)',
  tags: ['quiz'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED'],
});

export const final = endpoint({
  method: 'GET',
  path: '/api/quiz/final/:course_sn',
  params: 'quizCourseParams',
  response: 'quizResponse',
  summary: '강좌 최종 퀴즈 (문제와 내 응시 기록)',
  tags: ['quiz'],
  bearer: true,
  errors: ['COURSE_NOT_FOUND', 'COURSE_ACCESS_DENIED'],
});

export const attempt = endpoint({
  method: 'POST',
  path: '/api/quiz/:quiz_id/attempt',
  params: 'quizParams',
  body: 'quizAttemptBody',
  response: 'quizAttemptResult',
  summary: '퀴즈 제출 (채점, 해설, 응시 기록)',
  tags: ['quiz'],
  bearer: true,
  errors: ['QUIZ_NOT_FOUND', 'QUIZ_ANSWERS_MISMATCH', 'QUIZ_DAILY_LIMIT', 'QUIZ_DRAW_CHANGED', 'COURSE_ACCESS_DENIED'],
});
