import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * The notification centre (issue 47 item 3, docs/decisions/125): what a member was told, kept 90 days and listed in
 * the bell; which kinds reach them by which channel; the separate night consent for 광고성 정보; the console's sends.
 */

/** One notice in the member's list. (member, event, ref) is unique: an event heard twice is listed once. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member's choice it falls under: payment | refund | inquiry | qna | subscription | notice | ad. */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** What happened (notice_log's kind: payment, va_issued, sub_renew, send, …) and its order/question/send id. */
    event: varchar('event', { length: 10 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    /** A path of this site: what the notice is about. */
    link: varchar('link', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_once_uq').on(t.memberId, t.event, t.ref),
    index('notifications_member_idx').on(t.memberId, t.id),
    index('notifications_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A member's choice for one kind and channel. No row: the kind's default (contracts: NOTICE_DEFAULTS). */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    /** inapp | talk (알림톡, SMS when it cannot) | mail | push */
    channel: varchar('channel', { length: 6 }).notNull(),
    enabled: char('enabled', { length: 1 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.channel] }), check('notification_choices_yn', sql`${t.enabled} in ('Y','N')`)],
);

/**
 * The member's own consent to 광고성 정보 between 21:00 and 08:00 (정보통신망법 §50 ③), apart from the daytime
 * consent (members.is_market). No row or 'N': no advertising at night.
 */
export const adNightConsents = pgTable(
  'ad_night_consents',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    agreed: char('agreed', { length: 1 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ad_night_consents_yn', sql`${t.agreed} in ('Y','N')`)],
);

/** A notice the operator sent to a segment, with what became of it. */
export const notificationSends = pgTable('notification_sends', {
  sendSn: integer('send_sn').primaryKey().generatedByDefaultAsIdentity(),
  actorId: bigint('actor_id', { mode: 'number' }).notNull(),
  /** { type: 'course_buyers', course_sn } | { type: 'subscribers' } | { type: 'inactive', days } */
  segment: jsonb('segment').notNull(),
  kind: varchar('kind', { length: 12 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  body: varchar('body', { length: 500 }).notNull(),
  link: varchar('link', { length: 300 }).notNull(),
  targeted: integer('targeted').notNull(),
  delivered: integer('delivered').notNull(),
  /** 광고 not sent: no 광고성 정보 consent, or night without the night consent. */
  refusedConsent: integer('refused_consent').notNull(),
  refusedNight: integer('refused_night').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * queued → running → done (decision 130): the notices go out from the notification-sends job, not the request.
   * Sends written before the job existed were finished in their request: done.
   */
  status: varchar('status', { length: 8 }).notNull().default('done'),
  /** Members the job has been through (delivered or refused), of `targeted`. */
  processed: integer('processed').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * A send's members, fixed when the operator sent it (the segment as it was then), and what became of each: the job's
 * outbox. `outcome` null: not yet through the dispatcher; a job that stopped goes on from there.
 */
export const notificationSendTargets = pgTable(
  'notification_send_targets',
  {
    sendSn: integer('send_sn')
      .notNull()
      .references(() => notificationSends.sendSn, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** sent | unreachable | no_consent | night */
    outcome: varchar('outcome', { length: 12 }),
  },
  (t) => [primaryKey({ columns: [t.sendSn, t.memberId] }), index('notification_send_targets_pending_idx').on(t.sendSn, t.memberId).where(sql`${t.outcome} is null`)],
);
