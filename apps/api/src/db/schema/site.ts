import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/*
 * Events, seminars, the customer centre and home banners (docs/decisions/030–033).
 * Dates that a person reads as days (event periods, application windows) are Korean calendar
 * dates; statuses compare them with today's date in Asia/Seoul.
 */

export const events = pgTable(
  'events',
  {
    eventSn: integer('event_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    body: text('body').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** points | coupon | null. benefitValue: points in won, or the coupon's code. */
    benefitKind: varchar('benefit_kind', { length: 10 }),
    benefitValue: varchar('benefit_value', { length: 40 }),
    benefitLabel: varchar('benefit_label', { length: 100 }),
    /** The operator who last set the benefit: they cannot receive it themselves (decision 080). */
    benefitSetBy: bigint('benefit_set_by', { mode: 'number' }),
    isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_type_key').on(t.eventType), index('events_period_idx').on(t.startsOn, t.endsOn)],
);

export const eventParticipations = pgTable(
  'event_participations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventSn: integer('event_sn').notNull().references(() => events.eventSn),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Once per member: the unique index makes parallel attempts end in one row (and one benefit).
  (t) => [uniqueIndex('event_participations_once').on(t.eventSn, t.memberId)],
);

/** Benefits granted for events, written in the participation's transaction (the audit trail). */
export const eventBenefitGrants = pgTable('event_benefit_grants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  participationId: bigint('participation_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => eventParticipations.id, { onDelete: 'cascade' }),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: varchar('value', { length: 40 }).notNull(),
  /** pending: waits for the commerce service to apply it (docs/decisions/030); applied: done. */
  state: varchar('state', { length: 10 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const seminars = pgTable('seminars', {
  seminarSn: integer('seminar_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  title: varchar('title', { length: 200 }).notNull(),
  summary: varchar('summary', { length: 500 }).notNull(),
  body: text('body').notNull(),
  speaker: varchar('speaker', { length: 100 }).notNull(),
  place: varchar('place', { length: 200 }).notNull(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  applyFrom: date('apply_from', { mode: 'string' }).notNull(),
  applyUntil: date('apply_until', { mode: 'string' }).notNull(),
  capacity: integer('capacity').notNull(),
  isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
});

export const seminarRegistrations = pgTable(
  'seminar_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    seminarSn: integer('seminar_sn').notNull().references(() => seminars.seminarSn),
    memberId: bigint('member_id', { mode: 'number' }).notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** applied | waiting | cancelled. */
    state: varchar('state', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the reminder was claimed for sending, so it goes out once across processes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Checked in at the seminar by an operator (console attendance). */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seminar_registrations_active').on(t.seminarSn, t.memberId).where(sql`state <> 'cancelled'`),
    index('seminar_registrations_queue').on(t.seminarSn, t.state, t.id),
  ],
);

export const notices = pgTable(
  'notices',
  {
    noticeSn: integer('notice_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    category: varchar('category', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    pinned: char('pinned', { length: 1 }).notNull().default('N'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
  },
  (t) => [index('notices_posted_idx').on(t.postedAt)],
);

export const faqs = pgTable('faqs', {
  faqSn: integer('faq_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  category: varchar('category', { length: 10 }).notNull(),
  question: varchar('question', { length: 300 }).notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
});

export const inquiries = pgTable(
  'inquiries',
  {
    inquirySn: integer('inquiry_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    /** Null: asked signed out (a suspended member, a visitor) through the contact form, answered by mail. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    contactName: varchar('contact_name', { length: 30 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    category: varchar('category', { length: 10 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    contents: varchar('contents', { length: 2000 }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_member_idx').on(t.memberId, t.inquirySn),
    check('inquiries_asker', sql`${t.memberId} is not null or ${t.contactEmail} is not null`),
  ],
);

export const homeBanners = pgTable('home_banners', {
  bannerSn: integer('banner_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  title: varchar('title', { length: 100 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  link: varchar('link', { length: 300 }).notNull(),
  background: varchar('background', { length: 20 }).notNull(),
  foreground: varchar('foreground', { length: 20 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isVisible: char('is_visible', { length: 1 }).notNull().default('Y'),
  isDemo: char('is_demo', { length: 1 }).notNull().default('N'),
});
