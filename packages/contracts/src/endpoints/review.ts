import { endpoint } from '../endpoint.ts';

// Course reviews (apps/api/src/modules/review): written after real viewing, once per member per course.

export const check = endpoint({
  method: 'GET',
  path: '/api/comm/review/chk',
  query: 'reviewCheckQuery',
  response: 'reviewCheckResponse',
  summary: '리뷰 작성 가능 여부',
  tags: ['review'],
  bearer: true,
  errors: ['COURSE_NOT_FOUND'],
});

export const write = endpoint({
  method: 'POST',
  path: '/api/comm/review',
  body: 'reviewBody',
  response: 'reviewResponse',
  summary: '리뷰 작성 (강의당 1회)',
  tags: ['review'],
  bearer: true,
  errors: ['COURSE_NOT_FOUND', 'REVIEW_NOT_ELIGIBLE', 'REVIEW_DUPLICATE'],
});

export const list = endpoint({
  method: 'GET',
  path: '/api/comm/reviews',
  query: 'reviewsQuery',
  response: 'reviewsResponse',
  summary: '강의 리뷰 목록 (최신순·도움순)',
  tags: ['review'],
  errors: ['COURSE_NOT_FOUND'],
});

export const helpful = endpoint({
  method: 'POST',
  path: '/api/comm/review/helpful',
  body: 'reviewHelpfulBody',
  response: 'reviewHelpfulResponse',
  summary: '리뷰 도움이 돼요 (회원당 1회)',
  tags: ['review'],
  bearer: true,
  errors: ['REVIEW_NOT_FOUND', 'REVIEW_HELPFUL_OWN', 'REVIEW_HELPFUL_DUPLICATE'],
});
