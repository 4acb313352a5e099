import { adminDashboardApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminDashboardService } from './admin-dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (app, { dashboard: service }) => {
  route(app, adminDashboardApi.period, { config: { role: 'staff' } }, async (req) => ok(await service.period(req.query)));
};
