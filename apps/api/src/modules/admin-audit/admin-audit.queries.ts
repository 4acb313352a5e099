import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@school/contracts/admin';
import type { Conn } from '../../db/client.ts';
import { adminChanges, members } from '../../db/schema/index.ts';

/** Changes made with `npm run admin` have actor 0: no member, the server's command line. */
const COMMAND_LINE = '명령줄 (npm run admin)';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const seoulDay = sql`(${adminChanges.createdAt} at time zone 'Asia/Seoul')::date`;

/** The audit log, newest first, filtered as the console asks. Read only: the table takes INSERTs alone. */
export async function auditRows(db: Conn, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.actor) where.push(ilike(members.email, `%${escapeLike(q.actor)}%`));
  if (q.action) where.push(or(eq(adminChanges.action, q.action), ilike(adminChanges.action, `${escapeLike(q.action)}.%`))!);
  if (q.target_type) where.push(eq(adminChanges.targetType, q.target_type));
  if (q.target_id) where.push(eq(adminChanges.targetId, q.target_id));
  if (q.from) where.push(sql`${seoulDay} >= ${q.from}::date`);
  if (q.to) where.push(sql`${seoulDay} <= ${q.to}::date`);
  return db
    .select({
      id: adminChanges.id,
      actorId: adminChanges.actorId,
      actorEmail: sql<string>`coalesce(${members.email}, ${COMMAND_LINE})`,
      action: adminChanges.action,
      targetType: adminChanges.targetType,
      targetId: adminChanges.targetId,
      before: adminChanges.before,
      after: adminChanges.after,
      reason: adminChanges.reason,
      ip: adminChanges.ip,
      createdAt: adminChanges.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(adminChanges)
    .leftJoin(members, eq(members.id, adminChanges.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminChanges.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
}
