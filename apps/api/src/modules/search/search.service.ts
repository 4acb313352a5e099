import { codes, koreanDay, NO_SEARCH_RESULTS_MESSAGE, type SearchQuery, type SearchResponse, type YesNo } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { KeyedCache } from '../../http/cache.ts';
import type { JsonBody } from '../../http/json-body.ts';
import { okBody } from '../../http/reply.ts';
import { coverPath, toCourseCard } from '../course/course.presenters.ts';
import { toTeacherCard } from '../teacher/teacher.service.ts';
import { searchCourses, searchLectures, searchTeachers } from './search.queries.ts';
import { compact, searchTokens } from '../../db/schema/search-keys.ts';
import { countSearch, popularTerms } from './popular.queries.ts';

/** 인기 검색어: the last seven Korean days, ten terms. */
const POPULAR_DAYS = 7;
const POPULAR_COUNT = 10;

const yn = (v: string): YesNo => (v === 'Y' ? 'Y' : 'N');

export interface SearchResult {
  message: string;
  data: SearchResponse;
}

/**
 * Courses, lectures and teachers matching a search text. Popular words are
 * searched over and over, so answers are kept per query (text, page, size)
 * and dropped on every catalogue change like the course pages.
 */
export class SearchService {
  private readonly bodies: KeyedCache<JsonBody>;

  constructor(
    private readonly db: Db,
    canCache: () => boolean,
  ) {
    // Search texts are open-ended: a smaller bound than the course lists'.
    this.bodies = new KeyedCache({ canCache, maxEntries: 1000 });
  }

  invalidate(): void {
    this.bodies.invalidate();
  }

  searchBody(q: SearchQuery): JsonBody | Promise<JsonBody> {
    // The raw text is part of the key because the answer echoes it.
    const key = `${q.page}:${q.size}:${q.searchText}`;
    return this.bodies.now(key, async () => {
      const { message, data } = await this.search(q);
      return okBody(data, message);
    });
  }

  /** Counts a search toward 인기 검색어 when it finds something in the catalogue (the answer comes from the cache). */
  async record(searchText: string, now = new Date()): Promise<{ counted: boolean }> {
    const term = searchText.trim().replace(/\s+/gu, ' ').toLowerCase().slice(0, 50);
    const { data } = await this.search({ searchText: term, page: 1, size: 1 });
    const counted = data.courses.total + data.lectures.total + data.teachers.total > 0;
    if (counted) await countSearch(this.db, koreanDay(now), term);
    return { counted };
  }

  popular(now = new Date()): Promise<string[]> {
    return popularTerms(this.db, koreanDay(new Date(now.getTime() - (POPULAR_DAYS - 1) * 86_400_000)), POPULAR_COUNT);
  }

  async search(q: SearchQuery): Promise<SearchResult> {
    const page = { tokens: searchTokens(q.searchText), whole: compact(q.searchText), limit: q.size, offset: (q.page - 1) * q.size };
    const [courses, lectures, teachers] = await Promise.all([
      searchCourses(this.db, page),
      searchLectures(this.db, page),
      searchTeachers(this.db, page),
    ]);
    const data: SearchResponse = {
      searchText: q.searchText,
      page: q.page,
      size: q.size,
      courses: { list: courses.map(toCourseCard), total: courses[0]?.total ?? 0 },
      lectures: {
        list: lectures.map((l) => ({
          lc_no: l.lcNo,
          title: l.title,
          duration: l.durationSec,
          is_preview: yn(l.isPreview),
          course_sn: l.courseSn,
          course_title: l.courseTitle,
          cover: coverPath(l.courseSn, l.coverImage, l.courseUpdatedAt),
        })),
        total: lectures[0]?.total ?? 0,
      },
      teachers: { list: teachers.map(toTeacherCard), total: teachers[0]?.total ?? 0 },
    };
    const found = data.courses.total + data.lectures.total + data.teachers.total > 0;
    return { message: found ? codes.OK.message : NO_SEARCH_RESULTS_MESSAGE, data };
  }
}
