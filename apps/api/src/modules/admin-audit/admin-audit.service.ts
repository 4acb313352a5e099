import type { AuditList, AuditQuery } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { auditRows } from './admin-audit.queries.ts';

/** The console's audit log view (docs/decisions/060): who changed what, before and after, when, from where. */
export class AdminAuditService {
  constructor(private readonly db: Db) {}

  async list(q: AuditQuery): Promise<AuditList> {
    const rows = await auditRows(this.db, q);
    return {
      total: rows[0]?.total ?? 0,
      page: q.page,
      size: q.size,
      list: rows.map((r) => ({
        id: r.id,
        actor_id: r.actorId,
        actor_email: r.actorEmail,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        before: r.before,
        after: r.after,
        reason: r.reason,
        ip: r.ip,
        created_at: new Date(r.createdAt).toISOString(),
      })),
    };
  }
}
