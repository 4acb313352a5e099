import { endpoint } from '../endpoint.ts';

// Events, seminars and the home banners (apps/api/src/modules/events). Lists are public; taking part needs a member.

export const list = endpoint({
  method: 'GET',
  path: '/api/event',
  query: 'eventListQuery',
  response: 'eventListResponse',
  summary: '이벤트 목록 (진행중·예정·종료, 한국 시간 기준)',
  tags: ['event'],
});

export const detail = endpoint({
  method: 'GET',
  path: '/api/event/:id',
  params: 'eventIdParams',
  response: 'eventDetail',
  summary: '이벤트 상세',
  tags: ['event'],
  errors: ['EVENT_NOT_FOUND'],
});

/** A coupon benefit is issued in the same transaction: its refusals (an exhausted coupon, …) answer as they are. */
export const participate = endpoint({
  method: 'PUT',
  path: '/api/my/user/event',
  body: 'participateBody',
  response: 'participationResponse',
  summary: '이벤트 참여 (회원당 1회, 혜택은 같은 트랜잭션에서 지급)',
  tags: ['event'],
  bearer: true,
  errors: [
    'EVENT_NOT_FOUND',
    'EVENT_NOT_OPEN',
    'EVENT_OWN_BENEFIT',
    'EVENT_ALREADY_JOINED',
    'COUPON_NOT_FOUND',
    'COUPON_OWN',
    'COUPON_NOT_STARTED',
    'COUPON_EXPIRED',
    'TEACHER_COUPON_ENDED',
    'COUPON_ALREADY_REGISTERED',
    'COUPON_EXHAUSTED',
  ],
});

export const participation = endpoint({
  method: 'GET',
  path: '/api/my/user/event/:type',
  params: 'eventTypeParams',
  response: 'participationResponse',
  summary: '이벤트 참여 여부',
  tags: ['event'],
  bearer: true,
  errors: ['EVENT_NOT_FOUND'],
});

export const seminars = endpoint({
  method: 'GET',
  path: '/api/seminar',
  query: 'eventListQuery',
  response: 'seminarListResponse',
  summary: '세미나 목록 (신청 중·예정·종료)',
  tags: ['event'],
});

/** Public; a signed-in caller's token (when sent) adds their own state. */
export const seminar = endpoint({
  method: 'GET',
  path: '/api/seminar/:id',
  params: 'seminarIdParams',
  response: 'seminarDetail',
  summary: '세미나 상세 (로그인 시 내 신청 상태 포함)',
  tags: ['event'],
  errors: ['SEMINAR_NOT_FOUND'],
});

export const applySeminar = endpoint({
  method: 'POST',
  path: '/api/my/seminar/:id',
  params: 'seminarIdParams',
  body: 'seminarApplyBody',
  response: 'seminarApplyResponse',
  summary: '세미나 신청 (정원 초과 시 waitlist=true 이면 대기 신청)',
  tags: ['event'],
  bearer: true,
  errors: ['SEMINAR_NOT_FOUND', 'SEMINAR_NOT_OPEN', 'SEMINAR_ALREADY_APPLIED', 'SEMINAR_FULL'],
});

export const cancelSeminar = endpoint({
  method: 'DELETE',
  path: '/api/my/seminar/:id',
  params: 'seminarIdParams',
  response: 'seminarApplyResponse',
  summary: '세미나 신청 취소',
  tags: ['event'],
  bearer: true,
  errors: ['SEMINAR_NOT_FOUND', 'SEMINAR_NOT_OPEN', 'SEMINAR_NOT_APPLIED'],
});

export const banners = endpoint({
  method: 'GET',
  path: '/api/home/banner',
  response: 'homeBannersResponse',
  summary: '홈 배너',
  tags: ['event'],
});
