import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Searches that found something, counted per Korean day: the 인기 검색어 of the search box are the most counted of the
 * last days. Only the text is kept (trimmed, spaces collapsed, lower case; no member, no address), and only when it
 * found a course, lecture or teacher, so a typo or a provocation never becomes "popular".
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    day: date('day', { mode: 'string' }).notNull(),
    term: varchar('term', { length: 50 }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'search_terms_pkey', columns: [t.day, t.term] })],
);
