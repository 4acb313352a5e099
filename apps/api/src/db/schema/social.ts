import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's social accounts: (provider, subject) names one person at the provider.
 * The provider's token is kept encrypted only so the link can be revoked at the
 * provider (Apple requires it on withdrawal).
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    providerCd: varchar('provider_cd', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    tokenEnc: text('token_enc'),
    tokenType: varchar('token_type', { length: 20 }),
    linkedAt: ts('linked_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_identities_subject_key').on(t.providerCd, t.subject),
    uniqueIndex('member_identities_member_provider_key').on(t.memberId, t.providerCd),
    check('member_identities_provider', sql`${t.providerCd} in ('naver', 'google', 'apple', 'kakao')`),
  ],
);

/**
 * One row per started social sign-in: the `state` (stored as SHA-256), its nonce and
 * PKCE verifier, and the hash of the browser-binding cookie. Single use, 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: char('state_hash', { length: 64 }).primaryKey(),
    providerCd: varchar('provider_cd', { length: 10 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    bindHash: char('bind_hash', { length: 64 }).notNull(),
    returnUrl: varchar('return_url', { length: 2000 }).notNull().default('/'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * Verified social identities waiting for the SPA: the one-time `client_id` after the
 * callback (kind 'login'), then the sign-up or link token (kind 'signup' / 'link').
 * Only SHA-256 of each value is stored; each is used once.
 */
export const oauthTickets = pgTable(
  'oauth_tickets',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    providerCd: varchar('provider_cd', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** E-mail the person confirmed at osignup (sign-up tickets). */
    signupEmail: varchar('signup_email', { length: 254 }),
    userName: varchar('user_name', { length: 30 }),
    tokenEnc: text('token_enc'),
    tokenType: varchar('token_type', { length: 20 }),
    bindHash: char('bind_hash', { length: 64 }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('oauth_tickets_expires_idx').on(t.expiresAt),
    check('oauth_tickets_kind', sql`${t.kind} in ('login', 'signup', 'link')`),
  ],
);

/** Identity checks a member started (the provider's clientTxId); single use, 10 minutes. */
export const identityRequests = pgTable(
  'identity_requests',
  {
    clientTxId: varchar('client_tx_id', { length: 64 }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('identity_requests_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A member's verified identity. CI and DI are stored AES-256-GCM encrypted; `di_hmac`
 * (keyed HMAC of DI) is what the unique index compares, since encryption is randomised.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    birth: date('birth', { mode: 'string' }).notNull(),
    gender: char('gender', { length: 1 }).notNull(),
    hpno: varchar('hpno', { length: 11 }),
    ciEnc: text('ci_enc').notNull(),
    diEnc: text('di_enc').notNull(),
    diHmac: char('di_hmac', { length: 64 }).notNull(),
    verifiedAt: ts('verified_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_verifications_di_key').on(t.diHmac), check('identity_verifications_gender', sql`${t.gender} in ('M', 'F')`)],
);
