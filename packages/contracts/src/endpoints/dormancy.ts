import { endpoint } from '../endpoint.ts';

// Waking a dormant account: the key from the 2080 sign-in answer, then the SMS code (apps/api/src/modules/dormancy,
// docs/decisions/071).

export const sendCode = endpoint({
  method: 'POST',
  path: '/api/auth/dormant/code',
  body: 'dormantCodeBody',
  response: 'dormantCodeSent',
  summary: '휴면 해제 인증번호 발송 (가입한 휴대폰, 1분에 한 번, 3분 유효)',
  tags: ['auth'],
  errors: ['DORMANT_CHALLENGE_EXPIRED', 'DORMANT_CODE_TOO_SOON'],
});

export const restore = endpoint({
  method: 'POST',
  path: '/api/auth/dormant/restore',
  body: 'dormantRestoreBody',
  response: 'tokenPair',
  summary: '휴면 해제 (인증번호 확인 후 회원정보 복원, 로그인)',
  tags: ['auth'],
  errors: ['DORMANT_CHALLENGE_EXPIRED', 'DORMANT_CODE_EXPIRED', 'DORMANT_CODE_WRONG'],
});
