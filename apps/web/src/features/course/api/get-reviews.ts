import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewHelpfulResponse, ReviewsResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { getParsed } from '../../../lib/get-parsed';

export type ReviewSort = ReviewsResponse['sort'];
export const REVIEW_PAGE_SIZE = 5;

/** GET /api/comm/reviews?course_sn=&sort=&page=&size=: a course's reviews for everyone (the page renders on the server too). */
export function getReviews(courseSn: number, sort: ReviewSort, page: number): Promise<ReviewsResponse> {
  return getParsed(playPaths.reviews, 'reviewsResponse', '리뷰', { course_sn: courseSn, sort, page, size: REVIEW_PAGE_SIZE });
}

export const reviewsQueryOptions = (courseSn: number, sort: ReviewSort, page: number) =>
  queryOptions({ queryKey: ['comm', 'reviews', courseSn, sort, page], queryFn: () => getReviews(courseSn, sort, page), staleTime: 60_000, placeholderData: keepPreviousData });

export const useReviews = (courseSn: number, sort: ReviewSort, page: number) => useQuery(reviewsQueryOptions(courseSn, sort, page));

/** POST /api/comm/review/helpful {review_sn}: once per member per review; the lists of the course are read again. */
export function useMarkHelpful(courseSn: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reviewSn: number) => unwrap(await apiRequest<ReviewHelpfulResponse>({ method: 'POST', url: playPaths.reviewHelpful, data: { review_sn: reviewSn } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['comm', 'reviews', courseSn] }),
  });
}
