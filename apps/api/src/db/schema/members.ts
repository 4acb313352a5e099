import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Members. Personal columns are nullable because withdrawal clears them; what the
 * law requires to keep is copied to retained_records first (the specification).
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    // Stored lower-cased; the unique index makes sign-up races end in one account.
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    userName: varchar('user_name', { length: 30 }),
    nickname: varchar('nickname', { length: 20 }),
    hpno: varchar('hpno', { length: 11 }),
    birth: date('birth', { mode: 'string' }),
    gender: char('gender', { length: 1 }),
    referralCode: varchar('referral_code', { length: 20 }),
    referredBy: bigint('referred_by', { mode: 'number' }),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    isMarket: char('is_market', { length: 1 }).notNull().default('N'),
    marketChangedAt: ts('market_changed_at'),
    termsAgreedAt: ts('terms_agreed_at'),
    privacyAgreedAt: ts('privacy_agreed_at'),
    guardianName: varchar('guardian_name', { length: 30 }),
    guardianHpno: varchar('guardian_hpno', { length: 11 }),
    guardianVerifiedAt: ts('guardian_verified_at'),
    passwordChangedAt: ts('password_changed_at'),
    withdrawnAt: ts('withdrawn_at'),
    /** The 30-day notice before dormancy was sent (cleared by activity: the job compares it with the last activity). */
    dormancyNoticeAt: ts('dormancy_notice_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_nickname_key').on(t.nickname),
    uniqueIndex('members_hpno_key').on(t.hpno),
    uniqueIndex('members_referral_code_key').on(t.referralCode),
    check('members_role', sql`${t.role} in ('member', 'teacher', 'staff', 'admin')`),
    check('members_status', sql`${t.status} in ('active', 'suspended', 'withdrawn', 'dormant')`),
    check('members_is_market_yn', sql`${t.isMarket} in ('Y', 'N')`),
    check('members_gender', sql`${t.gender} is null or ${t.gender} in ('M', 'F')`),
  ],
);

/**
 * One row per signed-in device. The refresh token is stored only as its SHA-256;
 * the previous hash is kept to tell a concurrent refresh from a replay.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    refreshHash: char('refresh_hash', { length: 64 }).notNull(),
    prevRefreshHash: char('prev_refresh_hash', { length: 64 }),
    rotatedAt: ts('rotated_at'),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    os: varchar('os', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 45 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    endReason: varchar('end_reason', { length: 20 }),
    /** `member` (sign-in), `console` (alogin: the only kind /api/admin takes, its own shorter lifetime; decision 081) or `studio` (slogin: the only kind /api/studio takes; decision 122). */
    kind: varchar('kind', { length: 10 }).notNull().default('member'),
  },
  (t) => [index('sessions_member_active_idx').on(t.memberId, t.createdAt).where(sql`${t.endedAt} is null`)],
);

/** SMS certification numbers, stored as an HMAC; the newest row per phone and purpose counts. */
export const certifications = pgTable(
  'certifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    hpno: varchar('hpno', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: ts('sent_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('certifications_lookup_idx').on(t.hpno, t.purpose, t.sentAt)],
);

/** Single-use password-reset links (token stored as SHA-256). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

/** Benefits granted at sign-up, kept as data the commerce work turns into coupons. */
export const memberBenefits = pgTable(
  'member_benefits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('granted'),
    grantedAt: ts('granted_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    redeemedAt: ts('redeemed_at'),
  },
  (t) => [
    uniqueIndex('member_benefits_once_idx').on(t.memberId, t.kind),
    check('member_benefits_status', sql`${t.status} in ('granted', 'redeemed', 'expired')`),
  ],
);

/**
 * Personal data the law requires to keep after withdrawal (the specification), separated from
 * live data and deleted after purge_after.
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    purgeAfter: ts('purge_after').notNull(),
  },
  (t) => [index('retained_records_purge_idx').on(t.purgeAfter)],
);

/** Messages sandbox providers "sent", readable at /api/dev/outbox (never in production). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    channel: varchar('channel', { length: 4 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Every admin sign-in attempt, allowed or refused: who, from where, when. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    allowed: boolean('allowed').notNull(),
    ip: varchar('ip', { length: 45 }),
    os: varchar('os', { length: 200 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A dormant member's personal data, kept apart from the live table (the specification; docs/decisions/071):
 * the profile sealed with AES-256-GCM, the e-mail also as a keyed hash so sign-in can find the account,
 * and the one-time restore challenge (an SMS code to the phone on file).
 */
export const dormantMembers = pgTable('dormant_members', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  emailHmac: char('email_hmac', { length: 64 }).notNull().unique(),
  profileSealed: text('profile_sealed').notNull(),
  dormantAt: ts('dormant_at').notNull().defaultNow(),
  challengeHash: char('challenge_hash', { length: 64 }),
  challengeExpiresAt: ts('challenge_expires_at'),
  codeHash: char('code_hash', { length: 64 }),
  codeExpiresAt: ts('code_expires_at'),
  codeSentAt: ts('code_sent_at'),
  codeTries: integer('code_tries').notNull().default(0),
});
