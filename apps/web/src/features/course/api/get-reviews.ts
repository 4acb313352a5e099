import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewsResponse } from '@school/contracts';
import { reviewApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

export type ReviewSort = ReviewsResponse['sort'];
export const REVIEW_PAGE_SIZE = 5;

/** A course's reviews for everyone (the page renders on the server too). */
export function getReviews(courseSn: number, sort: ReviewSort, page: number): Promise<ReviewsResponse> {
  return callParsed(reviewApi.list, '리뷰', { query: { course_sn: courseSn, sort, page, size: REVIEW_PAGE_SIZE } });
}

export const reviewsQueryOptions = (courseSn: number, sort: ReviewSort, page: number) =>
  queryOptions({ queryKey: ['comm', 'reviews', courseSn, sort, page], queryFn: () => getReviews(courseSn, sort, page), staleTime: 60_000, placeholderData: keepPreviousData });

export const useReviews = (courseSn: number, sort: ReviewSort, page: number) => useQuery(reviewsQueryOptions(courseSn, sort, page));

/** 도움이 돼요 on a review: once per member per review; the lists of the course are read again. */
export function useMarkHelpful(courseSn: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reviewSn: number) => unwrap(await apiCall(reviewApi.helpful, { body: { review_sn: reviewSn } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['comm', 'reviews', courseSn] }),
  });
}
