import { createHash } from 'node:crypto';
import {
  courseLevels,
  NO_REVIEWS_TEXT,
  SHARE_BUTTON_TITLE,
  type CategoryRef,
  type CourseCard,
  type CourseLecturesResponse,
  type CourseLevel,
  type CourseListQuery,
  type CourseListResponse,
  type CourseMainResponse,
  type CurriculumResponse,
  type ReviewSummary,
  type YesNo,
} from '@school/contracts';
import { courseApi, fillPath } from '@school/contracts/endpoints';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { KeyedCache } from '../../http/cache.ts';
import { courseCoverSvg } from './course.cover.ts';
import type { JsonBody } from '../../http/json-body.ts';
import { okBody, type Svg } from '../../http/reply.ts';
import {
  countCourses,
  findCourse,
  findCourseFacts,
  listAllCourseCards,
  listCategoryRows,
  listCourseCards,
  listLectures,
  refreshPopularity,
  type CategoryRow,
} from './course.queries.ts';
import { reviewStats, type CourseCardRow } from '../../db/catalogue.queries.ts';

const yn = (v: string): YesNo => (v === 'Y' ? 'Y' : 'N');
const level = (v: string): CourseLevel => (courseLevels as readonly string[]).includes(v) ? (v as CourseLevel) : '입문';

/** Where a course's picture is: the uploaded one, or the generated cover (the version busts browser caches after an edit). */
export function coverPath(courseSn: number, coverImage: string | null, updatedAt: Date): string {
  return coverImage ?? `${fillPath(courseApi.cover.path, { file: `${courseSn}.svg` })}?v=${Math.floor(updatedAt.getTime() / 1000)}`;
}

export function portraitPath(teacherSn: number, profileImage: string | null): string {
  return profileImage ?? `/api/media/teacher/${teacherSn}.svg`;
}

export function toCourseCard(r: CourseCardRow): CourseCard {
  return {
    course_sn: r.courseSn,
    title: r.title,
    teacher_sn: r.teacherSn,
    teacher_name: r.teacherName,
    level: level(r.level),
    lecture_count: r.lectureCount,
    total_seconds: r.totalSeconds,
    price: r.price,
    is_free: yn(r.isFree),
    pass_included: yn(r.passIncluded),
    cover: coverPath(r.courseSn, r.coverImage, r.updatedAt),
    ca_sn: r.caSn,
    category_title: r.categoryTitle,
    is_demo: yn(r.isDemo),
  };
}

export function summarizeReviews(count: number, average: number | null): ReviewSummary {
  if (count === 0 || average === null) return { count: 0, star_avg: 0, text: NO_REVIEWS_TEXT };
  return { count, star_avg: average, text: `${average.toFixed(1)}점 (리뷰 ${count}개)` };
}

/** The category tree, indexed for subtree and breadcrumb look-ups. */
export class CategoryIndex {
  private readonly byId = new Map<number, CategoryRow>();
  private readonly children = new Map<number, number[]>();

  constructor(readonly rows: CategoryRow[]) {
    for (const r of rows) {
      this.byId.set(r.caSn, r);
      if (r.pCaSn !== null) this.children.set(r.pCaSn, [...(this.children.get(r.pCaSn) ?? []), r.caSn]);
    }
  }

  has(caSn: number): boolean {
    return this.byId.has(caSn);
  }

  ref(caSn: number): CategoryRef | null {
    const r = this.byId.get(caSn);
    return r ? { ca_sn: r.caSn, p_ca_sn: r.pCaSn, title: r.title } : null;
  }

  /** The category and all its descendants. */
  subtree(caSn: number): number[] {
    const seen = new Set<number>();
    const stack = [caSn];
    while (stack.length) {
      const id = stack.pop()!;
      // A cycle cannot be made through one row (CHECK), but guard against a longer one anyway.
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(this.children.get(id) ?? []));
    }
    return [...seen];
  }

  /** Root-first chain of categories down to this one. */
  path(caSn: number): CategoryRef[] {
    const out: CategoryRef[] = [];
    let id: number | null = caSn;
    while (id !== null && out.length < 20) {
      const r = this.byId.get(id);
      if (!r) break;
      out.unshift({ ca_sn: r.caSn, p_ca_sn: r.pCaSn, title: r.title });
      id = r.pCaSn;
    }
    return out;
  }

  root(caSn: number): number {
    return this.path(caSn)[0]?.ca_sn ?? caSn;
  }
}

export type { Svg };

/**
 * The catalogue as people browse it. Every response is built once, kept as
 * bytes and dropped when the database announces a change to categories,
 * teachers, courses, lectures or reviews.
 */
export class CourseService {
  private readonly bodies: KeyedCache<JsonBody>;
  private readonly covers: KeyedCache<Svg>;
  private readonly tree: KeyedCache<CategoryIndex>;

  constructor(
    private readonly db: Db,
    canCache: () => boolean,
    /** The site's public address (config PUBLIC_URL, no trailing slash), for share links. */
    private readonly publicUrl: string,
  ) {
    this.bodies = new KeyedCache({ canCache });
    this.covers = new KeyedCache({ canCache, maxEntries: 2000 });
    this.tree = new KeyedCache({ canCache, maxEntries: 1 });
  }

  invalidate(): void {
    this.tree.invalidate();
    this.bodies.invalidate();
    this.covers.invalidate();
  }

  categories(): Promise<CategoryIndex> {
    return this.tree.get('tree', async () => new CategoryIndex(await listCategoryRows(this.db)));
  }

  listBody(q: CourseListQuery): JsonBody | Promise<JsonBody> {
    const key = `list:${q.p_ca_sn ?? ''}:${q.ca_sn ?? ''}:${q.free ?? ''}:${q.sort}:${q.page}:${q.size}`;
    return this.bodies.now(key, async () => okBody(await this.list(q)));
  }

  async list(q: CourseListQuery): Promise<CourseListResponse> {
    const index = await this.categories();
    for (const id of [q.p_ca_sn, q.ca_sn]) {
      if (id !== undefined && !index.has(id)) throw new AppError('CATEGORY_NOT_FOUND');
    }
    // A parent category includes all its descendants; with both given, the child must lie under the parent.
    let caSns: number[] | null = null;
    if (q.ca_sn !== undefined) {
      caSns = index.subtree(q.ca_sn);
      if (q.p_ca_sn !== undefined && !index.subtree(q.p_ca_sn).includes(q.ca_sn)) caSns = [];
    } else if (q.p_ca_sn !== undefined) {
      caSns = index.subtree(q.p_ca_sn);
    }
    const filter = { caSns, freeOnly: q.free === undefined ? null : q.free === 'Y' };
    const rows = await listCourseCards(this.db, { ...filter, sort: q.sort, limit: q.size, offset: (q.page - 1) * q.size });
    const total = rows[0]?.total ?? (q.page > 1 ? await countCourses(this.db, filter) : 0);
    const focus = q.ca_sn ?? q.p_ca_sn;
    return {
      list: rows.map(toCourseCard),
      total,
      page: q.page,
      size: q.size,
      category: focus === undefined ? null : index.ref(focus),
    };
  }

  mainBody(courseSn: number): JsonBody | Promise<JsonBody> {
    return this.bodies.now(`main:${courseSn}`, async () => okBody(await this.main(courseSn)));
  }

  async main(courseSn: number): Promise<CourseMainResponse> {
    const [course, lectures, reviews, index] = await Promise.all([
      findCourse(this.db, courseSn),
      listLectures(this.db, courseSn),
      reviewStats(this.db, courseSn),
      this.categories(),
    ]);
    if (!course) throw new AppError('COURSE_NOT_FOUND');
    const card = toCourseCard(course);
    return {
      course: {
        ...card,
        summary: course.summary,
        description: course.description,
        created_at: course.createdAt.toISOString(),
        updated_at: course.updatedAt.toISOString(),
        category_path: index.path(course.caSn),
      },
      teacher: {
        teacher_sn: course.teacherSn,
        name: course.teacherName,
        headline: course.teacherHeadline,
        profile_image: portraitPath(course.teacherSn, course.teacherProfileImage),
        is_demo: yn(course.teacherIsDemo),
      },
      curriculum: {
        lecture_count: lectures.length,
        total_seconds: lectures.reduce((s, l) => s + l.durationSec, 0),
        preview_count: lectures.filter((l) => l.isPreview === 'Y').length,
        first_titles: lectures.slice(0, 5).map((l) => l.title),
      },
      reviews: summarizeReviews(reviews.count, reviews.average),
      share: {
        title: card.title,
        description: course.summary,
        image: this.publicUrl + card.cover,
        link: `${this.publicUrl}/course/play/${card.course_sn}`,
        button_title: SHARE_BUTTON_TITLE,
      },
    };
  }

  lecturesBody(courseSn: number): JsonBody | Promise<JsonBody> {
    return this.bodies.now(`lectures:${courseSn}`, async () => okBody(await this.lectures(courseSn)));
  }

  async lectures(courseSn: number): Promise<CourseLecturesResponse> {
    const [course, rows] = await Promise.all([findCourseFacts(this.db, courseSn), listLectures(this.db, courseSn)]);
    if (!course) throw new AppError('COURSE_NOT_FOUND');
    const list = rows.map((l) => ({
      lc_no: l.lcNo,
      title: l.title,
      duration: l.durationSec,
      is_preview: yn(l.isPreview),
      sort: l.sortOrder,
    }));
    return {
      course_sn: course.courseSn,
      title: course.title,
      is_free: yn(course.isFree),
      lecture_count: list.length,
      total_seconds: list.reduce((s, l) => s + l.duration, 0),
      list,
    };
  }

  curriculumBody(): JsonBody | Promise<JsonBody> {
    return this.bodies.now('curriculum', async () => okBody(await this.curriculum()));
  }

  async curriculum(): Promise<CurriculumResponse> {
    const [index, rows] = await Promise.all([this.categories(), listAllCourseCards(this.db)]);
    const cards = rows.map(toCourseCard);
    const tracks = index.rows
      .filter((r) => r.pCaSn === null && r.isHidden !== 'Y')
      .map((root) => {
        const inTrack = new Set(index.subtree(root.caSn));
        const courses = cards.filter((c) => inTrack.has(c.ca_sn));
        return {
          ca_sn: root.caSn,
          title: root.title,
          course_count: courses.length,
          steps: courseLevels.map((lv) => ({ level: lv, courses: courses.filter((c) => c.level === lv) })),
        };
      });
    return { levels: [...courseLevels], tracks };
  }

  cover(courseSn: number): Promise<Svg> {
    return this.covers.get(`cover:${courseSn}`, async () => {
      const [facts, index] = await Promise.all([findCourseFacts(this.db, courseSn), this.categories()]);
      if (!facts) throw new AppError('COURSE_NOT_FOUND');
      const body = courseCoverSvg({ ...facts, rootCaSn: index.root(facts.caSn) });
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }

  /** The course-popularity job (composition.ts): the "popular" order from recent purchases and plays. */
  refreshPopularity(): Promise<number> {
    return refreshPopularity(this.db);
  }
}
