import { endpoint } from '../endpoint.ts';

// 모의투자: a member's practice account, orders, lessons ↔ stocks and the monthly contest (apps/api/src/modules/practice,
// docs/decisions/099). Every member call acts on the signed-in member only.

const member = { tags: ['practice'], bearer: true } as const;

export const account = endpoint({ ...member, method: 'GET', path: '/api/practice/account', response: 'practiceAccount', summary: '내 모의투자 계좌 (예수금·보유 종목·체결 대기 주문)' });

export const order = endpoint({
  ...member,
  method: 'POST',
  path: '/api/practice/orders',
  body: 'practiceOrderBody',
  response: 'practiceOrder',
  summary: '모의 주문 (다음 확정 일봉으로 체결)',
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND', 'PRACTICE_CASH_SHORT', 'PRACTICE_SHARES_SHORT', 'PRACTICE_NO_PRICE', 'PRACTICE_LIMIT_TICK', 'PRACTICE_TOO_MANY_OPEN'],
});

export const cancel = endpoint({
  ...member,
  method: 'DELETE',
  path: '/api/practice/orders/:order_id',
  params: 'practiceOrderParams',
  response: 'practiceOrder',
  summary: '체결 대기 주문 취소',
  errors: ['PRACTICE_ORDER_NOT_FOUND', 'PRACTICE_ORDER_NOT_OPEN'],
});

export const history = endpoint({ ...member, method: 'GET', path: '/api/practice/orders', query: 'practiceHistoryQuery', response: 'practiceHistory', summary: '모의투자 거래 내역 (최근 순)' });

export const feeQuote = endpoint({
  ...member,
  method: 'GET',
  path: '/api/practice/fee-quote',
  query: 'practiceQuoteQuery',
  response: 'practiceFeeQuote',
  summary: '주문 전 수수료·세금 미리 보기',
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID', 'STOCK_NOT_FOUND'],
});

export const reset = endpoint({ ...member, method: 'POST', path: '/api/practice/reset', response: 'practiceAccount', summary: '모의투자 계좌 초기화 (주문·보유 종목을 지우고 처음 금액으로)' });

export const performance = endpoint({
  ...member,
  method: 'GET',
  path: '/api/practice/performance',
  query: 'practicePerformanceQuery',
  response: 'practicePerformance',
  summary: '내 계좌 수익률 추이와 지수(KOSPI·S&P 500) 수익률',
  errors: ['STOCK_REGION_INVALID'],
});

export const lectureStocks = endpoint({
  method: 'GET',
  path: '/api/practice/lectures/:lc_no/stocks',
  params: 'practiceLectureParams',
  response: 'lectureStocks',
  summary: '강의에서 다룬 종목과 모의투자 과제',
  tags: ['practice'],
  errors: ['PRACTICE_LECTURE_NOT_FOUND'],
});

export const stockLectures = endpoint({
  method: 'GET',
  path: '/api/practice/stocks/:region/:code/lectures',
  params: 'stockPathParams',
  response: 'stockLectures',
  summary: '이 종목을 다룬 강의',
  tags: ['practice'],
  errors: ['STOCK_REGION_INVALID', 'STOCK_CODE_INVALID'],
});

export const contests = endpoint({ method: 'GET', path: '/api/practice/contests', response: 'practiceContests', summary: '모의투자 대회 (진행 중·최근 마감)', tags: ['practice'] });

export const joinContest = endpoint({
  ...member,
  method: 'POST',
  path: '/api/practice/contests/:contest_id/join',
  params: 'contestParams',
  response: 'practiceContest',
  summary: '모의투자 대회 참가 (닉네임으로 순위 표시)',
  errors: ['PRACTICE_CONTEST_NOT_FOUND', 'PRACTICE_CONTEST_CLOSED', 'PRACTICE_CONTEST_OWN_POINTS', 'PRACTICE_CONTEST_OPERATOR_ENTRY', 'PRACTICE_CONTEST_NICKNAME'],
});
