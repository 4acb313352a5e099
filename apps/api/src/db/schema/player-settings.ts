import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * A member's player setting, one row once they first change it (no row: the defaults). The speed is one of the
 * player's steps, all exact in binary, so `real` holds them as they are (decision 084).
 */
export const memberPlayerSettings = pgTable(
  'member_player_settings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    playbackRate: real('playback_rate').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_player_settings_rate', sql`${t.playbackRate} in (0.5, 0.75, 1, 1.25, 1.5, 1.75, 2)`)],
);
