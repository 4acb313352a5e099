import { bigint, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lectures } from './learning.ts';
import { members } from './members.ts';

/**
 * The installed app's devices (decision 114). One push subscription per device of a member: subscribing again from
 * the same device replaces its endpoint and keys. The push service's 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    label: varchar('label', { length: 40 }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceId] })],
);

/**
 * A lecture saved for offline play on one device: its keys were released to that device until `expires_at`. A row
 * past its expiry no longer counts against the member's limit; renewal moves the expiry only while access holds.
 */
export const offlineLicences = pgTable(
  'offline_licences',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.lcNo, t.deviceId] }), index('offline_licences_member_expiry').on(t.memberId, t.expiresAt)],
);
