import { endpoint } from '../endpoint.ts';

// 수료증 (apps/api/src/modules/certificate, docs/decisions/096).

export const list = endpoint({
  method: 'GET',
  path: '/api/certificate/list',
  response: 'certificatesResponse',
  summary: '내 수료증 목록',
  tags: ['certificate'],
  bearer: true,
});

export const issue = endpoint({
  method: 'POST',
  path: '/api/certificate/issue/:course_sn',
  params: 'certificateCourseParams',
  response: 'certificateItem',
  summary: '수료증 발급 (80% 수강, 최종 퀴즈 통과; 이미 있으면 그 수료증)',
  tags: ['certificate'],
  bearer: true,
  errors: ['COURSE_NOT_FOUND', 'CERTIFICATE_ACCESS_REQUIRED', 'CERTIFICATE_PROGRESS_SHORT', 'CERTIFICATE_QUIZ_REQUIRED'],
});

/** The PDF itself (application/pdf), to its holder only. */
export const pdf = endpoint({
  method: 'GET',
  path: '/api/certificate/pdf/:number',
  params: 'certificateParams',
  summary: '수료증 PDF',
  tags: ['certificate'],
  bearer: true,
  errors: ['CERTIFICATE_NOT_FOUND', 'CERTIFICATE_WITHDRAWN', 'CERTIFICATE_PDF_LIMIT'],
});

export const verify = endpoint({
  method: 'GET',
  path: '/api/certificate/verify/:number',
  params: 'certificateParams',
  response: 'certificateVerification',
  summary: '수료증 진위 확인 (가린 이름만)',
  tags: ['certificate'],
  errors: ['CERTIFICATE_NOT_FOUND'],
});
