import { z } from 'zod';
import './zod-locale.ts';
import { catalogueLimits, courseLevels, courseSorts } from './constants.ts';
import { text } from './text.ts';
import { idParam } from './id-param.ts';
import { limits } from './limits.ts';
import { yesNo } from './menu.ts';

/**
 * The public course catalogue: course lists, the course page, its lecture list,
 * teachers, the curriculum and search. Field names on the wire follow the
 * specification where it names them (lc_no, ca_sn, p_ca_sn, 'Y'/'N' flags).
 */

export const courseLevel = z.enum(courseLevels);
export type CourseLevel = z.infer<typeof courseLevel>;

export const courseSort = z.enum(courseSorts);
export type CourseSort = z.infer<typeof courseSort>;

const id = z.number().int().positive();

// Query strings arrive as text; numbers are coerced and bounded, with Korean messages (idParam, id-param.ts).
const pageParam = z.coerce
  .number({ message: '페이지는 숫자여야 합니다.' })
  .int({ message: '페이지는 정수여야 합니다.' })
  .min(1, { message: '페이지는 1 이상이어야 합니다.' })
  .max(catalogueLimits.pageMax, { message: `페이지는 ${catalogueLimits.pageMax} 이하여야 합니다.` })
  .default(1);

const sizeParam = (fallback: number, max: number) =>
  z.coerce
    .number({ message: '조회 개수는 숫자여야 합니다.' })
    .int({ message: '조회 개수는 정수여야 합니다.' })
    .min(1, { message: '조회 개수는 1 이상이어야 합니다.' })
    .max(max, { message: `조회 개수는 ${max} 이하여야 합니다.` })
    .default(fallback);

/** `{id}` path parameter of the course, lecture-list and teacher calls. */
export const courseIdParams = z.strictObject({ id: idParam('강의') });
export const teacherIdParams = z.strictObject({ id: idParam('강사') });
/** `{course}.svg` / `{teacher}.svg` of the generated images (at most 9 digits: always a valid int4). */
export const svgFileParams = z.strictObject({
  file: text()
    .max(20)
    .regex(/^[1-9]\d{0,8}\.svg$/, { message: '이미지 주소가 올바르지 않습니다.' }),
});
/** `v` only busts browser caches after a change; the image itself does not depend on it. */
export const svgQuery = z.strictObject({
  v: text()
    .max(20)
    .regex(/^\d+$/, { message: '이미지 주소가 올바르지 않습니다.' })
    .optional(),
});

// ── GET /api/course/list ─────────────────────────────────────────────────────

// The course page's own address carries empty filters (/course?p_ca_sn=&ca_sn=): empty means "not given".
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

export const courseListQuery = z.strictObject({
  p_ca_sn: emptyAsUnset(idParam('상위 카테고리').optional()),
  ca_sn: emptyAsUnset(idParam('카테고리').optional()),
  free: emptyAsUnset(z.enum(['Y', 'N'], { message: "free는 'Y' 또는 'N'이어야 합니다." }).optional()),
  sort: emptyAsUnset(
    z
      .enum(courseSorts, { message: '정렬은 latest(최신순), popular(인기순), price_asc(낮은 가격순), price_desc(높은 가격순) 중 하나여야 합니다.' })
      .default('latest'),
  ),
  page: emptyAsUnset(pageParam),
  size: emptyAsUnset(sizeParam(catalogueLimits.sizeDefault, catalogueLimits.sizeMax)),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const categoryRef = z.strictObject({
  ca_sn: id,
  p_ca_sn: id.nullable(),
  title: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRef>;

/**
 * A course as a card in lists, search results, teacher pages and the curriculum.
 * Kept lean (no summary): lists are the hottest responses and every byte is paid per request.
 */
export const courseCard = z.strictObject({
  course_sn: id,
  title: z.string(),
  teacher_sn: id,
  teacher_name: z.string(),
  level: courseLevel,
  lecture_count: z.number().int().nonnegative(),
  /** Sum of the lecture durations, in seconds. */
  total_seconds: z.number().int().nonnegative(),
  /** Price in KRW; 0 for free courses. */
  price: z.number().int().nonnegative(),
  is_free: yesNo,
  /** 'Y': watchable with a pass (the "이용권 포함" badge). */
  pass_included: yesNo,
  /** Image path on this site (generated cover art unless an image was uploaded). */
  cover: z.string(),
  ca_sn: id,
  category_title: z.string(),
  /** 'Y': sample content; show DEMO_LABEL. */
  is_demo: yesNo,
  /** Visible reviews and their average star (one decimal; 0 when there are none). */
  review_count: z.number().int().nonnegative(),
  star_avg: z.number().min(0).max(5),
  /** Members who hold the course or have played it (the course-popularity job's count). */
  student_count: z.number().int().nonnegative(),
});
export type CourseCard = z.infer<typeof courseCard>;

export const courseListResponse = z.strictObject({
  list: z.array(courseCard),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** The category filtered on (the more specific of ca_sn and p_ca_sn), or null for all courses. */
  category: categoryRef.nullable(),
});
export type CourseListResponse = z.infer<typeof courseListResponse>;

// ── GET /api/rs/main/{id} ─────────────────────────────────────────────────────

export const teacherSummary = z.strictObject({
  teacher_sn: id,
  name: z.string(),
  headline: z.string(),
  profile_image: z.string(),
  is_demo: yesNo,
});
export type TeacherSummary = z.infer<typeof teacherSummary>;

export const reviewSummary = z.strictObject({
  count: z.number().int().nonnegative(),
  /** Average star rating rounded to one decimal; 0 when there are no reviews. */
  star_avg: z.number().min(0).max(5),
  /** What a person reads: "리뷰 없음" or e.g. "4.5점 (리뷰 12개)". */
  text: z.string(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** What a messaging-app share carries (the specification): absolute addresses, since the message leaves the site. */
export const shareData = z.strictObject({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  /** Text of the share's button ("웹으로 보기"). */
  button_title: z.string(),
});
export const SHARE_BUTTON_TITLE = '웹으로 보기';

export const courseMainResponse = z.strictObject({
  course: courseCard.extend({
    summary: z.string(),
    description: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Root-first path of categories down to the course's own, for breadcrumbs. */
    category_path: z.array(categoryRef),
  }),
  teacher: teacherSummary,
  curriculum: z.strictObject({
    lecture_count: z.number().int().nonnegative(),
    total_seconds: z.number().int().nonnegative(),
    preview_count: z.number().int().nonnegative(),
    /** The first few lecture titles, in order. */
    first_titles: z.array(z.string()),
  }),
  reviews: reviewSummary,
  share: shareData,
});
export type CourseMainResponse = z.infer<typeof courseMainResponse>;

// ── GET /api/rs/menu/{id} ─────────────────────────────────────────────────────

export const lectureItem = z.strictObject({
  lc_no: id,
  title: z.string(),
  /** Seconds. */
  duration: z.number().int().positive(),
  is_preview: yesNo,
  sort: z.number().int().nonnegative(),
});
export type LectureItem = z.infer<typeof lectureItem>;

export const courseLecturesResponse = z.strictObject({
  course_sn: id,
  title: z.string(),
  is_free: yesNo,
  lecture_count: z.number().int().nonnegative(),
  total_seconds: z.number().int().nonnegative(),
  list: z.array(lectureItem),
});
export type CourseLecturesResponse = z.infer<typeof courseLecturesResponse>;

// ── GET /api/comm/search ──────────────────────────────────────────────────────

export const searchQuery = z.strictObject({
  searchText: text(undefined, { message: '검색어를 입력해 주세요.' })
    .max(limits.searchTextMax, { message: `검색어는 ${limits.searchTextMax}자 이하로 입력해 주세요.` })
    .refine((s) => s.trim().length > 0, { message: '검색어를 입력해 주세요.' }),
  page: pageParam,
  size: sizeParam(catalogueLimits.searchSizeDefault, catalogueLimits.searchSizeMax),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const lectureHit = z.strictObject({
  lc_no: id,
  title: z.string(),
  duration: z.number().int().positive(),
  is_preview: yesNo,
  course_sn: id,
  course_title: z.string(),
  cover: z.string(),
});

export const teacherCard = teacherSummary.extend({
  course_count: z.number().int().nonnegative(),
});
export type TeacherCard = z.infer<typeof teacherCard>;

const hits = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item), total: z.number().int().nonnegative() });

/** Each list is paged on its own with the same page and size. */
export const searchResponse = z.strictObject({
  searchText: z.string(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  courses: hits(courseCard),
  lectures: hits(lectureHit),
  teachers: hits(teacherCard),
});
export type SearchResponse = z.infer<typeof searchResponse>;

// ── GET /api/comm/search/popular, POST /api/comm/search/record ────────────────

/** A search the web app ran (after Enter or a suggestion), counted toward 인기 검색어 when it found something. */
export const searchRecordBody = z.strictObject({
  searchText: text(undefined, { message: '검색어를 입력해 주세요.' })
    .max(limits.searchTextMax, { message: `검색어는 ${limits.searchTextMax}자 이하로 입력해 주세요.` })
    .refine((s) => s.trim().length > 0, { message: '검색어를 입력해 주세요.' }),
});
export const searchRecorded = z.strictObject({ counted: z.boolean() });
/** The most searched texts of the last seven Korean days that found something, most first (at most 10). */
export const searchPopularResponse = z.strictObject({ terms: z.array(z.string()) });
export type SearchPopularResponse = z.infer<typeof searchPopularResponse>;

// ── GET /api/teacher/list, GET /api/teacher/{id} ──────────────────────────────

export const teacherListResponse = z.strictObject({ list: z.array(teacherCard) });
export type TeacherListResponse = z.infer<typeof teacherListResponse>;

export const teacherResponse = z.strictObject({
  teacher: teacherCard.extend({
    bio: z.string(),
    career: z.array(z.string()),
  }),
  courses: z.array(courseCard),
});
export type TeacherResponse = z.infer<typeof teacherResponse>;

/** The answer window of a teacher's public Q&A figures (decision 133): questions asked in the last 90 days. */
export const TEACHER_QNA_WINDOW_DAYS = 90;

/**
 * GET /api/teacher/{id}/stats (decision 133): the public figures of a teacher's published courses. Ratings: visible
 * reviews, all time. Q&A: questions a teacher may see (not an advice request still waiting for staff) asked in the
 * last `window_days` days, and how many of them have an answer from the teacher or staff; `answer_rate` is
 * answered / asked in whole percent rounded down (100 only when every one is answered), null when none was asked.
 */
export const teacherStatsResponse = z.strictObject({
  rating: z.strictObject({ average: z.number().nullable(), count: z.number().int() }),
  qna: z.strictObject({ window_days: z.number().int(), asked: z.number().int(), answered: z.number().int(), answer_rate: z.number().int().nullable() }),
});
export type TeacherStatsResponse = z.infer<typeof teacherStatsResponse>;

// ── GET /api/curriculum ───────────────────────────────────────────────────────

/**
 * The learning path: one track per top-level category, each a ladder of levels
 * (입문 → 고급) holding that track's courses. Levels without courses are kept
 * with an empty list so the ladder always has the same four steps.
 */
export const curriculumResponse = z.strictObject({
  levels: z.array(courseLevel),
  tracks: z.array(
    z.strictObject({
      ca_sn: id,
      title: z.string(),
      course_count: z.number().int().nonnegative(),
      steps: z.array(z.strictObject({ level: courseLevel, courses: z.array(courseCard) })),
    }),
  ),
});
export type CurriculumResponse = z.infer<typeof curriculumResponse>;
