import { bigint, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The operator console's audit log: who changed what, the row before and after, when and from where.
 * Append-only: a trigger (migration 0014_admin_changes_append_only) refuses UPDATE and DELETE, and no
 * API route writes anything but INSERT (db/audit.ts).
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    /** What was done, `<area>.<verb>`: 'course.create', 'member.suspend', 'coupon.batch'. */
    action: varchar('action', { length: 40 }).notNull(),
    /** The kind and id of the changed thing: 'course' / '22'. */
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: varchar('reason', { length: 500 }),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_changes_created_idx').on(t.createdAt),
    index('admin_changes_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_changes_actor_idx').on(t.actorId, t.createdAt),
  ],
);
