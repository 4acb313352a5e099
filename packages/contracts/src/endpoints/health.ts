import { endpoint } from '../endpoint.ts';

// The API's liveness under /api (apps/api/src/modules/health). /healthz and /readyz sit at the root, outside /api,
// for load balancers: they are no endpoint of this contract.

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  response: 'healthResponse',
  summary: '서버 상태',
  tags: ['system'],
});
