import { endpoint } from '../endpoint.ts';

// The console's audit log (apps/api/src/modules/admin-audit): admins only, read only.

export const list = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: 'auditQuery',
  response: 'auditList',
  summary: '감사 로그 (운영자, 작업, 대상, 기간)',
  tags: ['admin'],
  bearer: true,
});
