import { playLimits, type ReviewBody, type ReviewCheckResponse, type ReviewHelpfulResponse, type ReviewResponse, type ReviewsQuery, type ReviewsResponse } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { reviewStats } from '../../db/catalogue.queries.ts';
import { summarizeReviews } from '../course/course.presenters.ts';
import { addHelpfulVote, findVisibleReview, hasReviewed, helpfulCount, insertReview, listReviews, publishedCourseExists, viewingOfCourse } from './review.queries.ts';

/**
 * A nickname as other members see it under a review: the first and last characters kept, the middle masked ('김*투',
 * 'in****r'); two characters keep the first ('김*'); one is masked whole. A withdrawn member is '(알 수 없음)'.
 */
export function maskNickname(nickname: string | null): string {
  if (!nickname) return '(알 수 없음)';
  const chars = [...nickname];
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

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

  /** A course's reviews for everyone (the course page): text, stars, date, masked nickname and the writer's progress. */
  async list(q: ReviewsQuery): Promise<ReviewsResponse> {
    if (!(await publishedCourseExists(this.db, q.course_sn))) throw new AppError('COURSE_NOT_FOUND');
    const size = q.size ?? 10;
    const page = q.page ?? 1;
    const sort = q.sort ?? 'helpful';
    const rows = await listReviews(this.db, { courseSn: q.course_sn, sort, limit: size, offset: (page - 1) * size });
    return {
      list: rows.map((r) => ({
        review_sn: r.review_sn,
        star: r.star,
        contents: r.contents,
        nickname: maskNickname(r.nickname),
        progress: r.lecture_count > 0 ? Math.min(100, Math.floor((r.completed * 100) / r.lecture_count)) : 0,
        helpful_count: r.helpful_count,
        created_at: new Date(r.created_at).toISOString(),
      })),
      total: rows[0]?.total ?? 0,
      page,
      size,
      sort,
    };
  }

  /** 도움이 돼요: once per member per review, never on one's own. */
  async markHelpful(memberId: number, reviewSn: number): Promise<ReviewHelpfulResponse> {
    const review = await findVisibleReview(this.db, reviewSn);
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    if (review.memberId === memberId) throw new AppError('REVIEW_HELPFUL_OWN');
    if (!(await addHelpfulVote(this.db, reviewSn, memberId))) throw new AppError('REVIEW_HELPFUL_DUPLICATE');
    return { review_sn: reviewSn, helpful_count: await helpfulCount(this.db, reviewSn) };
  }
}
