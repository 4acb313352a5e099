import { endpoint } from '../endpoint.ts';

// What only a sandbox serves (apps/api/src/modules/dev): the outbox of sandbox messages and the stand-ins for the
// providers' own pages. Tests and people read them; the web app never calls them.

export const outbox = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  query: 'outboxQuery',
  response: 'outboxResponse',
  summary: '샌드박스 발송함 (개발·테스트 전용, 이 컴퓨터에서만)',
  tags: ['dev'],
});

/** Runs one scheduled job now (the e2e server runs none on its own): tests wait for its end. */
export const runJob = endpoint({
  method: 'POST',
  path: '/api/dev/jobs/:name/run',
  params: 'devJobParams',
  response: 'devJobResponse',
  summary: '예약 작업 지금 실행 (개발·테스트 전용, 이 컴퓨터에서만)',
  tags: ['dev'],
  errors: ['DEV_JOB_UNKNOWN'],
});

/** An HTML page, not the envelope. */
export const oauthAuthorize = endpoint({
  method: 'GET',
  path: '/api/dev/oauth/:provider_cd/authorize',
  params: 'oauthStartParams',
  query: 'sandboxAuthorizeQuery',
  summary: '샌드박스 소셜 로그인 화면 (테스트 계정 선택)',
  tags: ['dev'],
});

/** An HTML page, not the envelope. */
export const idenWindow = endpoint({
  method: 'GET',
  path: '/api/dev/iden/window',
  query: 'sandboxIdenWindowQuery',
  summary: '샌드박스 본인인증 창',
  tags: ['dev'],
});

/** A redirect to the return address, with the token in its fragment. */
export const idenComplete = endpoint({
  method: 'GET',
  path: '/api/dev/iden/complete',
  query: 'sandboxIdenCompleteQuery',
  summary: '샌드박스 본인인증 완료: 돌아갈 주소로 토큰 전달',
  tags: ['dev'],
});
