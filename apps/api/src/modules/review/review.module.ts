import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { reviewRoutes } from './review.routes.ts';
import { ReviewService } from './review.service.ts';

/** Course reviews (the specification's `comm/review`). */
export function createReviews(d: { db: Db }): AreaParts & { reviews: ReviewService } {
  const reviews = new ReviewService(d.db);
  return { reviews, routes: { api: [mount(reviewRoutes, { reviews })] }, jobs: [] };
}
