import { endpoint } from '../endpoint.ts';

// Identity verification of the signed-in member (apps/api/src/modules/identity; spec §7).

export const request = endpoint({
  method: 'POST',
  path: '/api/comm/my/iden/request',
  body: 'idenRequestBody',
  response: 'idenRequestResponse',
  summary: '본인인증 시작: 인증 창 정보 (10분 유효)',
  tags: ['my'],
  bearer: true,
});

export const verify = endpoint({
  method: 'POST',
  path: '/api/comm/my/iden',
  body: 'idenBody',
  response: 'idenResult',
  summary: '본인인증 결과 확인 (encryptMOKKeyToken)',
  tags: ['my'],
  bearer: true,
  errors: ['IDEN_TOKEN_INVALID', 'IDEN_FAILED', 'IDEN_PROVIDER_FAILED', 'IDEN_REQUEST_EXPIRED', 'IDEN_DUPLICATE'],
});

export const check = endpoint({
  method: 'GET',
  path: '/api/my/iden/check',
  response: 'idenCheck',
  summary: '본인인증 여부 (CI/DI는 제공하지 않음)',
  tags: ['my'],
  bearer: true,
});
