import { auditList, auditQuery } from '@school/contracts/admin';
import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AdminAuditService } from './admin-audit.service.ts';

/** The audit log: admins only; there is no route that changes or deletes a row. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AdminAuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      config: { role: 'admin' },
      schema: { tags: ['admin'], security: [{ bearer: [] }], summary: '감사 로그 (운영자, 작업, 대상, 기간)', querystring: auditQuery, response: { 200: envelope(auditList) } },
    },
    async (req) => ok(await audit.list(req.query)),
  );
};
