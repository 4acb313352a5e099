import { courseLevels, NO_REVIEWS_TEXT, type CourseCard, type CourseLevel, type ReviewSummary, type YesNo } from '@school/contracts';
import { courseApi, fillPath, teacherApi } from '@school/contracts/endpoints';
import type { CourseCardRow } from '../../db/catalogue.queries.ts';

/**
 * How a course reads on the wire wherever it is shown: course lists, teacher pages, search, the learning list,
 * reviews. Pure functions of a row, kept apart from CourseService so the other areas import these, not the service.
 */

export const yn = (v: string): YesNo => (v === 'Y' ? 'Y' : 'N');
const level = (v: string): CourseLevel => (courseLevels as readonly string[]).includes(v) ? (v as CourseLevel) : '입문';

/** Where a course's picture is: the uploaded one, or the generated cover (the version busts browser caches after an edit). */
export function coverPath(courseSn: number, coverImage: string | null, updatedAt: Date): string {
  return coverImage ?? `${fillPath(courseApi.cover.path, { file: `${courseSn}.svg` })}?v=${Math.floor(updatedAt.getTime() / 1000)}`;
}

export function portraitPath(teacherSn: number, profileImage: string | null): string {
  return profileImage ?? fillPath(teacherApi.portrait.path, { file: `${teacherSn}.svg` });
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
    review_count: r.reviewCount,
    star_avg: r.starAvg,
    student_count: r.studentCount,
  };
}

export function summarizeReviews(count: number, average: number | null): ReviewSummary {
  if (count === 0 || average === null) return { count: 0, star_avg: 0, text: NO_REVIEWS_TEXT };
  return { count, star_avg: average, text: `${average.toFixed(1)}점 (리뷰 ${count}개)` };
}
