import { endpoint } from '../endpoint.ts';

// 법정대리인 열람·정정·탈퇴 (apps/api/src/modules/guardian, docs/decisions/072): the SMS code comes from
// authApi.certification (page `parental`); the calls after /verify carry its key in the x-guardian-token header.

export const verify = endpoint({
  method: 'POST',
  path: '/api/guardian/verify',
  body: 'guardianVerifyBody',
  response: 'guardianSession',
  summary: '보호자 확인 (자녀 이메일, 가입 때 등록한 보호자 휴대폰과 인증번호)',
  tags: ['guardian'],
  errors: ['CERT_NOT_FOUND', 'CERT_EXPIRED', 'CERT_MISMATCH', 'CERT_TOO_MANY_TRIES', 'GUARDIAN_NO_MATCH', 'GUARDIAN_CHILD_ADULT'],
});

export const child = endpoint({
  method: 'GET',
  path: '/api/guardian/child',
  headers: 'guardianHeaders',
  response: 'guardianChild',
  summary: '자녀 회원정보 열람 (구매, 학습 내역 포함)',
  tags: ['guardian'],
  errors: ['GUARDIAN_SESSION_EXPIRED', 'GUARDIAN_CHILD_ADULT'],
});

export const correct = endpoint({
  method: 'POST',
  path: '/api/guardian/child',
  headers: 'guardianHeaders',
  body: 'guardianCorrectBody',
  response: 'guardianChild',
  summary: '자녀 회원정보 정정 (이름, 닉네임, 마케팅 수신)',
  tags: ['guardian'],
  errors: ['GUARDIAN_SESSION_EXPIRED', 'GUARDIAN_CHILD_ADULT', 'NICKNAME_TAKEN'],
});

export const withdraw = endpoint({
  method: 'POST',
  path: '/api/guardian/child/withdraw',
  headers: 'guardianHeaders',
  response: 'noData',
  summary: '자녀 계정 탈퇴',
  tags: ['guardian'],
  errors: ['GUARDIAN_SESSION_EXPIRED', 'GUARDIAN_CHILD_ADULT', 'WITHDRAWAL_BLOCKED'],
});
