import { bigint, check, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members.ts';

/**
 * Every 알림톡 send (decision 124) with its result: carried by 알림톡, by the SMS fallback, not at all (both
 * failed), or skipped (no mobile number on file). `detail` says why 알림톡 did not carry it. The text is not kept:
 * it is the registered template filled with the variables, which the caller has.
 */
export const alimtalkSends = pgTable(
  'alimtalk_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    templateCode: varchar('template_code', { length: 30 }).notNull(),
    /** alimtalk | sms | failed | skipped */
    result: varchar('result', { length: 10 }).notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alimtalk_sends_member_idx').on(t.memberId, t.createdAt),
    check('alimtalk_sends_result', sql`${t.result} in ('alimtalk', 'sms', 'failed', 'skipped')`),
  ],
);
