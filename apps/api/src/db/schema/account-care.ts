import { bigint, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * What a member is told about their own account (issue 33 items 13, 14; docs/decisions/087):
 * why and until when it is suspended, and which notices were sent (the choices: schema/notifications.ts).
 */

/** The running suspension of a member: the reason written for the member and its end (null: until lifted by staff). */
export const memberSuspensions = pgTable('member_suspensions', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Shown to the member (the audit log keeps staff's own reason). */
  notice: varchar('notice', { length: 500 }).notNull(),
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each notice sent once per event and channel, however often the event is reported (a repeated confirm, a webhook). */
export const noticeLog = pgTable(
  'notice_log',
  {
    /** payment | refund | inquiry | qna | va_issued (가상계좌 입금 안내) | va_expired (입금 기한 지남) | sub_renew | sub_price | send (a console send) */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The order id or inquiry number. */
    ref: varchar('ref', { length: 64 }).notNull(),
    channel: varchar('channel', { length: 5 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref, t.channel] })],
);
