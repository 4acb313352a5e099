import { endpoint } from '../endpoint.ts';

// Events, seminars and attendance, FAQ and home banners in the console (apps/api/src/modules/admin-content,
// docs/decisions/067).

const staff = { tags: ['admin'], bearer: true } as const;

export const event = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/content/events/:event_sn',
  params: 'eventParams',
  response: 'adminEventDetail',
  summary: '이벤트 상세',
  errors: ['ADMIN_EVENT_NOT_FOUND'],
});

export const createEvent = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/events',
  body: 'eventBody',
  response: 'adminEventDetail',
  summary: '이벤트 만들기',
  errors: ['ADMIN_EVENT_TYPE_TAKEN', 'ADMIN_EVENT_COUPON_MISSING'],
});

export const updateEvent = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/events/:event_sn',
  params: 'eventParams',
  body: 'eventBody',
  response: 'adminEventDetail',
  summary: '이벤트 고치기',
  errors: ['ADMIN_EVENT_NOT_FOUND', 'ADMIN_EVENT_TYPE_TAKEN', 'ADMIN_EVENT_TYPE_LOCKED', 'ADMIN_EVENT_COUPON_MISSING'],
});

export const seminar = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/content/seminars/:seminar_sn',
  params: 'seminarParams',
  response: 'adminSeminarDetail',
  summary: '세미나 상세와 신청자',
  errors: ['SEMINAR_NOT_FOUND'],
});

export const createSeminar = endpoint({ ...staff, method: 'POST', path: '/api/admin/content/seminars', body: 'seminarBody', response: 'adminSeminarDetail', summary: '세미나 만들기' });

export const updateSeminar = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/seminars/:seminar_sn',
  params: 'seminarParams',
  body: 'seminarBody',
  response: 'adminSeminarDetail',
  summary: '세미나 고치기 (정원을 늘리면 대기자가 순서대로 확정)',
  errors: ['SEMINAR_NOT_FOUND', 'ADMIN_SEMINAR_CAPACITY'],
});

export const attendance = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/seminars/:seminar_sn/registrations/:id/attendance',
  params: 'registrationParams',
  body: 'attendanceBody',
  response: 'adminSeminarDetail',
  summary: '세미나 출석 체크',
  errors: ['ADMIN_REGISTRATION_NOT_FOUND', 'ADMIN_REGISTRATION_NOT_APPLIED', 'SEMINAR_NOT_FOUND'],
});

export const faqs = endpoint({ ...staff, method: 'GET', path: '/api/admin/content/faqs', response: 'adminFaqs', summary: '자주 묻는 질문 전체' });

export const createFaq = endpoint({ ...staff, method: 'POST', path: '/api/admin/content/faqs', body: 'faqBody', response: 'faqSaved', summary: '자주 묻는 질문 추가' });

export const updateFaq = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/faqs/:faq_sn',
  params: 'faqParams',
  body: 'faqBody',
  response: 'faqSaved',
  summary: '자주 묻는 질문 고치기',
  errors: ['ADMIN_FAQ_NOT_FOUND'],
});

export const deleteFaq = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/faqs/:faq_sn/delete',
  params: 'faqParams',
  response: 'faqSaved',
  summary: '자주 묻는 질문 지우기',
  errors: ['ADMIN_FAQ_NOT_FOUND'],
});

export const banners = endpoint({ ...staff, method: 'GET', path: '/api/admin/content/banners', response: 'adminBanners', summary: '홈 배너 전체' });

export const createBanner = endpoint({ ...staff, method: 'POST', path: '/api/admin/content/banners', body: 'bannerBody', response: 'bannerSaved', summary: '홈 배너 추가' });

export const updateBanner = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/content/banners/:banner_sn',
  params: 'bannerParams',
  body: 'bannerBody',
  response: 'bannerSaved',
  summary: '홈 배너 고치기·숨기기',
  errors: ['ADMIN_BANNER_NOT_FOUND'],
});
