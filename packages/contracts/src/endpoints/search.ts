import { endpoint } from '../endpoint.ts';

// Site search (apps/api/src/modules/search): courses, lectures and teachers, paged alike.

export const search = endpoint({
  method: 'GET',
  path: '/api/comm/search',
  query: 'searchQuery',
  response: 'searchResponse',
  summary: '통합 검색 (강의, 차시, 강사; 띄어쓰기 무시, 초성 검색)',
  tags: ['search'],
});
