import { endpoint } from '../endpoint.ts';

// The footer's business details (apps/api/src/modules/business): public, the same for everyone until a restart.

export const info = endpoint({
  method: 'GET',
  path: '/api/comm/business',
  response: 'businessInfo',
  summary: '사업자 정보 (푸터)',
  tags: ['site'],
});
