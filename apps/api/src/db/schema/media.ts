import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { members, sessions } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The AES-128 content keys of the encrypted videos (docs/decisions/082): a key per stretch of segments of one video,
 * named in its playlists by `kid`, kept sealed (lib/sealer.ts), never as a file under the served media folder.
 */
export const mediaKeys = pgTable(
  'media_keys',
  {
    kid: varchar('kid', { length: 32 }).primaryKey(),
    /** The video (a lecture's media_key) whose segments it encrypts. */
    mediaKey: varchar('media_key', { length: 300 }).notNull(),
    /** Its place in the video: key n covers segments n·N … n·N+N−1 of every rendition. */
    seq: smallint('seq').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('media_keys_media_key_idx').on(t.mediaKey)],
);

/**
 * One row per signed media link (a stream): the device and session it was issued to. At most MAX_STREAMS of a
 * member's streams are current; starting another marks the oldest replaced, and its playlist and key requests
 * answer 3040 from then on. Rows go a day after their link expired.
 */
export const mediaStreams = pgTable(
  'media_streams',
  {
    streamId: varchar('stream_id', { length: 22 }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    lcNo: integer('lc_no').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    replacedAt: ts('replaced_at'),
  },
  (t) => [index('media_streams_current_idx').on(t.memberId, t.createdAt).where(sql`${t.replacedAt} is null`), index('media_streams_member_idx').on(t.memberId)],
);
