import { sql } from 'drizzle-orm';
import { check, char, index, integer, pgTable, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Course categories (the side-menu tree). Seeded ids stay below 1000 so the
 * specification's fixed ids (193/254 for 해외선물) never collide with new rows.
 */
export const categories = pgTable(
  'categories',
  {
    caSn: integer('ca_sn').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    pCaSn: integer('p_ca_sn').references((): AnyPgColumn => categories.caSn, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    isHidden: char('is_hidden', { length: 1 }).notNull().default('N'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('categories_is_hidden_yn', sql`${t.isHidden} in ('Y', 'N')`),
    check('categories_not_own_parent', sql`${t.pCaSn} is null or ${t.pCaSn} <> ${t.caSn}`),
    index('categories_parent_idx').on(t.pCaSn),
  ],
);
