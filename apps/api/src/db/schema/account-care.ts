import { sql } from 'drizzle-orm';
import { bigint, char, check, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * What a member is told about their own account (issue 33 items 13, 14; docs/decisions/087):
 * why and until when it is suspended, and which notices reach them by which channel.
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

/**
 * A member's notification choices. No row: the defaults (transactional mail on, SMS off). The SMS choices
 * matter where a member must act quickly or money moved (payment, refund).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    mailPayment: char('mail_payment', { length: 1 }).notNull().default('Y'),
    mailRefund: char('mail_refund', { length: 1 }).notNull().default('Y'),
    mailInquiry: char('mail_inquiry', { length: 1 }).notNull().default('Y'),
    smsPayment: char('sms_payment', { length: 1 }).notNull().default('N'),
    smsRefund: char('sms_refund', { length: 1 }).notNull().default('N'),
    mailQna: char('mail_qna', { length: 1 }).notNull().default('Y'),
    smsQna: char('sms_qna', { length: 1 }).notNull().default('N'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_settings_yn',
      sql`${t.mailPayment} in ('Y','N') and ${t.mailRefund} in ('Y','N') and ${t.mailInquiry} in ('Y','N') and ${t.smsPayment} in ('Y','N') and ${t.smsRefund} in ('Y','N')`,
    ),
    check('notification_settings_qna_yn', sql`${t.mailQna} in ('Y','N') and ${t.smsQna} in ('Y','N')`
    ),
  ],
);

/** Each notice sent once per event and channel, however often the event is reported (a repeated confirm, a webhook). */
export const noticeLog = pgTable(
  'notice_log',
  {
    /** payment | refund | inquiry | qna | va_issued (가상계좌 입금 안내) | va_expired (입금 기한 지남) */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The order id or inquiry number. */
    ref: varchar('ref', { length: 64 }).notNull(),
    channel: varchar('channel', { length: 5 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref, t.channel] })],
);
