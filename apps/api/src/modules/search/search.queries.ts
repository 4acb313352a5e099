import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { courses, lectures, teachers } from '../../db/schema/index.ts';
import { courseCardsFrom, published, publishedCourseCount } from '../../db/catalogue.queries.ts';
import { isChoseongQuery } from '../../db/schema/search-keys.ts';

/** Escapes LIKE wildcards so "50%" looks for a percent sign. */
function likePattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every token must occur: bare consonants in the 초성 column, anything else in
 * the spacing-free text. "주식 기초" therefore finds "주식기초" and "기초 주식 특강",
 * and "주식기초" finds "주식 기초" (its stored text has no spaces either).
 */
function allTokens(tokens: string[], compact: AnyPgColumn, choseong: AnyPgColumn): SQL | undefined {
  return and(...tokens.map((t) => sql`${isChoseongQuery(t) ? choseong : compact} like ${likePattern(t)}`));
}

/** Title hits first, then by trigram closeness of the title to the whole query. */
function rank(titleCompact: AnyPgColumn, whole: string): SQL[] {
  return [desc(sql`${titleCompact} like ${likePattern(whole)}`), desc(sql`similarity(${titleCompact}, ${whole})`)];
}

export interface SearchPage {
  tokens: string[];
  /** The query without spaces, for ranking. */
  whole: string;
  limit: number;
  offset: number;
}

export function searchCourses(db: Db, q: SearchPage) {
  return courseCardsFrom(db)
    .where(and(published, allTokens(q.tokens, courses.searchCompact, courses.titleChoseong)))
    .orderBy(...rank(courses.titleCompact, q.whole), desc(courses.createdAt), desc(courses.courseSn))
    .limit(q.limit)
    .offset(q.offset);
}

export function searchLectures(db: Db, q: SearchPage) {
  return db
    .select({
      lcNo: lectures.lcNo,
      title: lectures.title,
      durationSec: lectures.durationSec,
      isPreview: lectures.isPreview,
      courseSn: courses.courseSn,
      courseTitle: courses.title,
      coverImage: courses.coverImage,
      courseUpdatedAt: courses.updatedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(published, allTokens(q.tokens, lectures.titleCompact, lectures.titleChoseong)))
    .orderBy(...rank(lectures.titleCompact, q.whole), desc(courses.createdAt), lectures.sortOrder)
    .limit(q.limit)
    .offset(q.offset);
}

export function searchTeachers(db: Db, q: SearchPage) {
  return db
    .select({
      teacherSn: teachers.teacherSn,
      name: teachers.name,
      headline: teachers.headline,
      profileImage: teachers.profileImage,
      isDemo: teachers.isDemo,
      courseCount: publishedCourseCount,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(teachers)
    .where(allTokens(q.tokens, teachers.searchCompact, teachers.nameChoseong))
    .orderBy(...rank(teachers.nameCompact, q.whole), teachers.sortOrder)
    .limit(q.limit)
    .offset(q.offset);
}
