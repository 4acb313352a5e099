import { endpoint } from '../endpoint.ts';

// Notices, 1:1 inquiries, event participants and seminar applicants in the console (apps/api/src/modules/admin-site,
// docs/decisions/064).

const staff = { tags: ['admin'], bearer: true } as const;

export const notices = endpoint({ ...staff, method: 'GET', path: '/api/admin/site/notices', response: 'adminNotices', summary: '공지사항 전체' });

export const createNotice = endpoint({ ...staff, method: 'POST', path: '/api/admin/site/notices', body: 'noticeBody', response: 'noticeSaved', summary: '공지 쓰기' });

export const updateNotice = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/site/notices/:notice_sn',
  params: 'noticeParams',
  body: 'noticeBody',
  response: 'noticeSaved',
  summary: '공지 고치기·고정',
  errors: ['NOTICE_NOT_FOUND'],
});

export const inquiries = endpoint({ ...staff, method: 'GET', path: '/api/admin/site/inquiries', query: 'adminInquiriesQuery', response: 'adminInquiries', summary: '1:1 문의 (답변 대기 먼저)' });

export const answerInquiry = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/site/inquiries/:inquiry_sn/answer',
  params: 'inquiryParams',
  body: 'inquiryAnswerBody',
  response: 'inquiryAnswered',
  summary: '1:1 문의 답변',
  errors: ['INQUIRY_NOT_FOUND', 'ADMIN_INQUIRY_ANSWERED'],
});

export const events = endpoint({ ...staff, method: 'GET', path: '/api/admin/site/events', response: 'adminEvents', summary: '이벤트 참여·세미나 신청 현황' });

/** A CSV file, not the envelope (a refusal is one): the console downloads it with its token (features/admin/api/download-file.ts). */
export const eventParticipants = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/site/events/:event_sn/participants.csv',
  params: 'eventParams',
  summary: '이벤트 참여자 (CSV)',
  errors: ['EVENT_NOT_FOUND'],
});

/** A CSV file, like eventParticipants. */
export const seminarApplicants = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/site/seminars/:seminar_sn/applicants.csv',
  params: 'seminarParams',
  summary: '세미나 신청자 (CSV)',
  errors: ['SEMINAR_NOT_FOUND'],
});
