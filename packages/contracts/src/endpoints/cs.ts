import { endpoint } from '../endpoint.ts';

// Customer centre (apps/api/src/modules/cs): public notices and FAQ, the signed-out contact form, and members' own
// 1:1 inquiries (each member sees only their own).

export const notices = endpoint({
  method: 'GET',
  path: '/api/cs/notice',
  query: 'noticeListQuery',
  response: 'noticeListResponse',
  summary: '공지사항 목록 (분류, 고정글, 검색, 페이지)',
  tags: ['cs'],
});

export const notice = endpoint({
  method: 'GET',
  path: '/api/cs/notice/:id',
  params: 'noticeIdParams',
  response: 'noticeDetail',
  summary: '공지사항 상세',
  tags: ['cs'],
  errors: ['NOTICE_NOT_FOUND'],
});

export const faq = endpoint({
  method: 'GET',
  path: '/api/cs/faq',
  query: 'faqListQuery',
  response: 'faqListResponse',
  summary: '자주 묻는 질문 (분류, 검색)',
  tags: ['cs'],
});

/** For anyone signed out (a suspended member, a visitor); limited per address and per e-mail. */
export const contact = endpoint({
  method: 'POST',
  path: '/api/cs/contact',
  body: 'contactBody',
  response: 'contactReceipt',
  summary: '고객센터 문의 (로그인 없이, 답변은 메일로)',
  tags: ['cs'],
  errors: ['CONTACT_TOO_MANY'],
});

export const inquiries = endpoint({
  method: 'GET',
  path: '/api/my/cs/inquiry',
  query: 'inquiryListQuery',
  response: 'inquiryListResponse',
  summary: '내 1:1 문의 목록',
  tags: ['cs'],
  bearer: true,
});

export const inquiry = endpoint({
  method: 'GET',
  path: '/api/my/cs/inquiry/:id',
  params: 'inquiryIdParams',
  response: 'inquiryDetail',
  summary: '내 1:1 문의 상세 (본인 문의만)',
  tags: ['cs'],
  bearer: true,
  errors: ['INQUIRY_NOT_FOUND'],
});

export const ask = endpoint({
  method: 'POST',
  path: '/api/my/cs/inquiry',
  body: 'inquiryBody',
  response: 'inquiryDetail',
  summary: '1:1 문의 작성',
  tags: ['cs'],
  bearer: true,
});
