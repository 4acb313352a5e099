import { endpoint } from '../endpoint.ts';

// 모의투자 in the console: the stocks a lecture covers (and its practice task), contest rounds (docs/decisions/099).

const staff = { tags: ['admin'], bearer: true } as const;

export const lectureStocks = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/practice/lectures/:lc_no/stocks',
  params: 'practiceLectureParams',
  response: 'lectureStocks',
  summary: '강의에 연결한 종목·과제',
  errors: ['PRACTICE_LECTURE_NOT_FOUND', 'PRACTICE_TAG_DENIED'],
});

export const saveLectureStocks = endpoint({
  ...staff,
  method: 'PUT',
  path: '/api/admin/practice/lectures/:lc_no/stocks',
  params: 'practiceLectureParams',
  body: 'lectureStocksBody',
  response: 'lectureStocks',
  summary: '강의에 종목 태그(영상 시점 포함)·모의투자 과제 저장',
  errors: ['PRACTICE_LECTURE_NOT_FOUND', 'PRACTICE_TAG_DENIED', 'STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND'],
});

export const contests = endpoint({ ...staff, method: 'GET', path: '/api/admin/practice/contests', response: 'practiceContests', summary: '모의투자 대회 목록' });

export const createContest = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/practice/contests',
  body: 'contestBody',
  response: 'practiceContest',
  summary: '모의투자 대회 열기 (포인트 상금은 관리자만)',
  errors: ['PRACTICE_CONTEST_MONTH_TAKEN', 'PRACTICE_CONTEST_PAST_MONTH', 'PRACTICE_CONTEST_POINTS_ADMIN'],
});

export const closeContest = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/practice/contests/:contest_id/close',
  params: 'contestParams',
  response: 'practiceContest',
  summary: '모의투자 대회 마감 (그 달이 끝난 뒤, 순위 확정, 상위 회원에게 포인트 지급)',
  errors: ['PRACTICE_CONTEST_NOT_FOUND', 'PRACTICE_CONTEST_CLOSED', 'PRACTICE_CONTEST_OWN_CLOSE', 'PRACTICE_CONTEST_NOT_ENDED', 'PRACTICE_CONTEST_POINTS_ADMIN'],
});
