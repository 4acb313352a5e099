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

export const popular = endpoint({
  method: 'GET',
  path: '/api/comm/search/popular',
  response: 'searchPopularResponse',
  summary: '인기 검색어 (최근 7일, 결과가 있던 검색어)',
  tags: ['search'],
});

export const record = endpoint({
  method: 'POST',
  path: '/api/comm/search/record',
  body: 'searchRecordBody',
  response: 'searchRecorded',
  summary: '검색 기록 (인기 검색어 집계; 결과가 있을 때만 셉니다)',
  tags: ['search'],
});
