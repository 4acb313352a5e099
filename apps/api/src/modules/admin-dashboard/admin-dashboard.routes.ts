import { dashboard, dashboardQuery } from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AdminDashboardService } from './admin-dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (app, { dashboard: service }) => {
  app.get(
    '/admin/dashboard',
    {
      config: { role: 'staff' },
      schema: { tags: ['admin'], security: [{ bearer: [] }], summary: '대시보드 (일별 가입, 매출, 환불, 시청)', querystring: dashboardQuery, response: { 200: envelope(dashboard) } },
    },
    async (req) => ok(await service.period(req.query)),
  );
};
