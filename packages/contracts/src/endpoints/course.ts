import { endpoint } from '../endpoint.ts';

// The public catalogue (apps/api/src/modules/course).

export const list = endpoint({
  method: 'GET',
  path: '/api/course/list',
  query: 'courseListQuery',
  response: 'courseListResponse',
  summary: '강의 목록 (카테고리·무료 여부·정렬·페이지)',
  tags: ['course'],
  errors: ['CATEGORY_NOT_FOUND'],
});

export const main = endpoint({
  method: 'GET',
  path: '/api/rs/main/:id',
  params: 'courseIdParams',
  response: 'courseMainResponse',
  summary: '강의 소개 (강사, 커리큘럼 요약, 리뷰 요약, 공유 정보)',
  tags: ['course'],
  errors: ['COURSE_NOT_FOUND'],
});

export const lectures = endpoint({
  method: 'GET',
  path: '/api/rs/menu/:id',
  params: 'courseIdParams',
  response: 'courseLecturesResponse',
  summary: '강의의 차시 목록',
  tags: ['course'],
  errors: ['COURSE_NOT_FOUND'],
});

export const curriculum = endpoint({
  method: 'GET',
  path: '/api/curriculum',
  response: 'curriculumResponse',
  summary: '커리큘럼 (분야별·단계별 강의)',
  tags: ['course'],
});

/** An image (`{course_sn}.svg`), not the envelope: pages use its address, nobody calls it. */
export const cover = endpoint({
  method: 'GET',
  path: '/api/media/cover/:file',
  params: 'svgFileParams',
  query: 'svgQuery',
  summary: '강의 표지 이미지 (자동 생성 SVG)',
  tags: ['course'],
});
