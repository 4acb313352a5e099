import { endpoint } from '../endpoint.ts';

// Teachers (apps/api/src/modules/teacher).

export const list = endpoint({
  method: 'GET',
  path: '/api/teacher/list',
  response: 'teacherListResponse',
  summary: '강사 목록',
  tags: ['teacher'],
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/teacher/:id',
  params: 'teacherIdParams',
  response: 'teacherResponse',
  summary: '강사 소개와 강의',
  tags: ['teacher'],
  errors: ['TEACHER_NOT_FOUND'],
});

/** Not cached like the detail: an answer on the Q&A board changes it and announces nothing (decision 133). */
export const stats = endpoint({
  method: 'GET',
  path: '/api/teacher/:id/stats',
  params: 'teacherIdParams',
  response: 'teacherStatsResponse',
  summary: '강사의 공개 지표: 수강평 평균과 수, 최근 90일 질문 답변 수와 답변율',
  tags: ['teacher'],
  errors: ['TEACHER_NOT_FOUND'],
});

/** An image (`{teacher_sn}.svg`), not the envelope: pages use its address, nobody calls it. */
export const portrait = endpoint({
  method: 'GET',
  path: '/api/media/teacher/:file',
  params: 'svgFileParams',
  query: 'svgQuery',
  summary: '강사 프로필 이미지 (자동 생성 SVG)',
  tags: ['teacher'],
  errors: ['TEACHER_NOT_FOUND'],
});
