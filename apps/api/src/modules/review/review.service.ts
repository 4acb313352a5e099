import { playLimits, type ReviewBody, type ReviewCheckResponse, type ReviewResponse } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { reviewStats } from '../../db/catalogue.queries.ts';
import { summarizeReviews } from '../course/course.service.ts';
import { hasReviewed, insertReview, publishedCourseExists, viewingOfCourse } from './review.queries.ts';

const MESSAGES = {
  ok: '리뷰를 작성할 수 있습니다.',
  not_watched: '리뷰는 강의를 충분히 수강한 뒤 남길 수 있습니다. (한 강의를 90% 이상 또는 모두 합해 10분 이상 시청)',
  already_reviewed: '이미 이 강의의 리뷰를 남기셨습니다.',
} as const;

/**
 * Course reviews: only after real viewing (one lecture completed, or 10 minutes in
 * the course) and once per member per course. The course page's summary is read
 * from the reviews table; its cache is dropped by the table's change trigger.
 */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async check(memberId: number, courseSn: number): Promise<ReviewCheckResponse> {
    if (!(await publishedCourseExists(this.db, courseSn))) throw new AppError('COURSE_NOT_FOUND');
    const [viewing, reviewed] = await Promise.all([viewingOfCourse(this.db, memberId, courseSn), hasReviewed(this.db, memberId, courseSn)]);
    const watched = viewing.completedCount >= 1 || viewing.watchedSeconds >= playLimits.reviewMinSeconds;
    const reason = reviewed ? 'already_reviewed' : watched ? 'ok' : 'not_watched';
    return {
      course_sn: courseSn,
      available: reason === 'ok' ? 'Y' : 'N',
      reason,
      message: MESSAGES[reason],
      watched_seconds: viewing.watchedSeconds,
      completed_count: viewing.completedCount,
    };
  }

  async write(memberId: number, body: ReviewBody): Promise<ReviewResponse> {
    const check = await this.check(memberId, body.course_sn);
    if (check.reason === 'already_reviewed') throw new AppError('REVIEW_DUPLICATE');
    if (check.reason === 'not_watched') throw new AppError('REVIEW_NOT_ELIGIBLE');
    const reviewSn = await insertReview(this.db, { courseSn: body.course_sn, memberId, star: body.star, contents: body.contents });
    if (reviewSn === null) throw new AppError('REVIEW_DUPLICATE');
    const stats = await reviewStats(this.db, body.course_sn);
    return { review_sn: reviewSn, course_sn: body.course_sn, star: body.star, summary: summarizeReviews(stats.count, stats.average) };
  }
}
