import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Legal texts, versioned (docs/decisions/069). A version applies from its effective day (Korean
 * calendar); the one in force is the newest whose day has come. Rows are never changed once published:
 * a correction is a new version.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    docType: varchar('doc_type', { length: 30 }).notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    html: text('html').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** What changed, shown in the notice to members. */
    summary: varchar('summary', { length: 2000 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: bigint('published_by', { mode: 'number' }),
  },
  (t) => [uniqueIndex('legal_documents_type_version').on(t.docType, t.version), check('legal_documents_version_positive', sql`${t.version} > 0`)],
);

/**
 * What a member accepted or refused, and when: one row per answer. `how`: signup (ticked at sign-up),
 * agreed / objected (answered the notice of a new version), deemed (no objection within 14 days of the
 * notice), marketing (the marketing choice; `agreed` is the choice).
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    docType: varchar('doc_type', { length: 30 }).notNull(),
    version: integer('version').notNull(),
    agreed: boolean('agreed').notNull(),
    how: varchar('how', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_consents_how', sql`${t.how} in ('signup', 'agreed', 'objected', 'deemed', 'marketing')`),
    index('member_consents_member_idx').on(t.memberId, t.docType, t.version),
  ],
);

/** When a member was first shown the notice of a new version: the 14 days to object run from here. */
export const legalNotices = pgTable(
  'legal_notices',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    docType: varchar('doc_type', { length: 30 }).notNull(),
    version: integer('version').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_notices_once').on(t.memberId, t.docType, t.version), index('legal_notices_shown_idx').on(t.shownAt)],
);

/**
 * The two-yearly notice of a member's marketing consent (정보통신망법 시행령 §62-3): when it was sent.
 * The member's answer is the next marketing row in member_consents (keep or withdraw).
 */
export const marketingNotices = pgTable(
  'marketing_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_notices_member_idx').on(t.memberId, t.sentAt)],
);
