import { endpoint } from '../endpoint.ts';

// Lecture Q&A (apps/api/src/modules/qna; docs/decisions/095). Asking, reading and 나도 궁금해요 follow the
// lecture's access rule; answering is the course's teacher's or staff's, in the console.

export const list = endpoint({
  method: 'GET',
  path: '/api/qna/lecture/:lc_no',
  params: 'lectureParams',
  query: 'qnaListQuery',
  response: 'qnaListResponse',
  summary: '강의 질문 목록 (미해결/해결, 검색)',
  tags: ['qna'],
  errors: ['LECTURE_NOT_FOUND', 'LOGIN_REQUIRED', 'COURSE_ACCESS_DENIED'],
});

export const ask = endpoint({
  method: 'POST',
  path: '/api/qna/lecture/:lc_no',
  params: 'lectureParams',
  body: 'qnaAskBody',
  response: 'qnaQuestion',
  summary: '강의 질문 등록',
  tags: ['qna'],
  bearer: true,
  errors: ['LECTURE_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'QNA_MOMENT_INVALID'],
});

export const resolve = endpoint({
  method: 'POST',
  path: '/api/qna/question/:question_sn/resolve',
  params: 'qnaQuestionParams',
  response: 'qnaQuestion',
  summary: '질문 해결 표시 (질문한 회원만)',
  tags: ['qna'],
  bearer: true,
  errors: ['QNA_NOT_FOUND', 'QNA_NOT_ASKER'],
});

export const meToo = endpoint({
  method: 'POST',
  path: '/api/qna/question/:question_sn/me-too',
  params: 'qnaQuestionParams',
  response: 'qnaMeTooResponse',
  summary: '나도 궁금해요 (다시 누르면 취소)',
  tags: ['qna'],
  bearer: true,
  errors: ['QNA_NOT_FOUND', 'COURSE_ACCESS_DENIED', 'QNA_ME_TOO_OWN'],
});

export const queue = endpoint({
  method: 'GET',
  path: '/api/admin/qna/questions',
  query: 'qnaQueueQuery',
  response: 'qnaQueueResponse',
  summary: '답변할 질문 (강사: 자기 강의, 운영자: 전체·투자 조언 요청)',
  tags: ['admin-qna'],
  bearer: true,
});

export const answer = endpoint({
  method: 'POST',
  path: '/api/admin/qna/questions/:question_sn/answer',
  params: 'qnaQuestionParams',
  body: 'qnaAnswerBody',
  response: 'qnaQueueItem',
  summary: '질문에 답변 (그 강의의 강사 또는 운영자)',
  tags: ['admin-qna'],
  bearer: true,
  errors: ['QNA_NOT_FOUND', 'QNA_NOT_COURSE_TEACHER', 'QNA_FLAGGED_FOR_STAFF'],
});

export const overview = endpoint({
  method: 'GET',
  path: '/api/admin/qna/teacher',
  response: 'teacherOverview',
  summary: '강사의 강의 현황 (답변 대기, 완강, 평점)',
  tags: ['admin-qna'],
  bearer: true,
});
