import { endpoint } from '../endpoint.ts';

// The console's dashboard (apps/api/src/modules/admin-dashboard).

export const period = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  query: 'dashboardQuery',
  response: 'dashboard',
  summary: '대시보드 (일별 가입, 매출, 환불, 시청)',
  tags: ['admin'],
  bearer: true,
  errors: ['ADMIN_PERIOD_INVALID'],
});
