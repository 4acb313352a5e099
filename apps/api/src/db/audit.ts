import type { Conn } from './client.ts';
import { adminChanges } from './schema/index.ts';

/** Who made a console change and from where: taken from the request by `actorOf` (http/admin.ts). */
export interface Actor {
  memberId: number;
  ip: string;
}

export interface Change {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one audit row. Call it inside the transaction that makes the change, so the change and
 * its record commit together or not at all. Never put secrets (password hashes, CI/DI, tokens) in
 * `before`/`after`.
 */
export async function recordChange(db: Conn, actor: Actor, change: Change): Promise<void> {
  await db.insert(adminChanges).values({
    actorId: actor.memberId,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
    ip: actor.ip,
  });
}
