import { adminAuditApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminAuditService } from './admin-audit.service.ts';

/** The audit log: admins only; there is no route that changes or deletes a row. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AdminAuditService }> = async (app, { audit }) => {
  route(app, adminAuditApi.list, { config: { role: 'admin' } }, async (req) => ok(await audit.list(req.query)));
};
