import { endpoint } from '../endpoint.ts';

// Legal texts and their versions (public), the member's notices of new versions and consents, and publishing a
// version in the console (apps/api/src/modules/legal).

const tags = ['legal'];

export const document = endpoint({
  method: 'GET',
  path: '/api/comm/legal/:type',
  params: 'legalParams',
  response: 'legalDocument',
  summary: '약관 (오늘 시행 중인 판, 이전 판 목록, 시행 예정 판)',
  tags,
  errors: ['LEGAL_NOT_FOUND'],
});

export const documentVersion = endpoint({
  method: 'GET',
  path: '/api/comm/legal/:type/:version',
  params: 'legalVersionParams',
  response: 'legalDocument',
  summary: '약관의 한 판 (이전 약관 보기)',
  tags,
  errors: ['LEGAL_NOT_FOUND'],
});

export const pending = endpoint({
  method: 'GET',
  path: '/api/my/legal/pending',
  response: 'legalPending',
  summary: '답하지 않은 개정 약관 (처음 본 때부터 14일)',
  tags,
  bearer: true,
});

/** Answers with the versions still waiting for an answer. */
export const answer = endpoint({
  method: 'POST',
  path: '/api/my/legal/:type/:version',
  params: 'legalVersionParams',
  body: 'legalAnswerBody',
  response: 'legalPending',
  summary: '개정 약관에 동의 또는 거부',
  tags,
  bearer: true,
  errors: ['LEGAL_NOT_PENDING'],
});

export const consents = endpoint({
  method: 'GET',
  path: '/api/my/legal/consents',
  response: 'myConsents',
  summary: '내 약관 동의·마케팅 수신 동의 기록',
  tags,
  bearer: true,
});

// The console (admin only).

export const adminList = endpoint({
  method: 'GET',
  path: '/api/admin/legal',
  response: 'adminLegalDocs',
  summary: '약관 판 전체와 동의·거부 수',
  tags: ['admin'],
  bearer: true,
});

export const publish = endpoint({
  method: 'POST',
  path: '/api/admin/legal/:type',
  params: 'legalParams',
  body: 'legalPublishBody',
  response: 'legalPublishResponse',
  summary: '새 판 공지 (시행일은 이용약관 10일, 그 밖 7일 뒤 이후)',
  tags: ['admin'],
  bearer: true,
  errors: ['ADMIN_LEGAL_TOO_SOON', 'ADMIN_LEGAL_EMPTY'],
});
