import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCheckResponse } from '@school/contracts';
import { reviewApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/**
 * May this member write a review now
 * (decision 017: 90 % of one lecture or 10 minutes across the course; one per course).
 */
export async function getReviewCheck(courseSn: number): Promise<ReviewCheckResponse> {
  return callParsed(reviewApi.check, '리뷰 작성 가능 여부', { query: { course_sn: courseSn } });
}

export const reviewCheckQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'review-check', courseSn], queryFn: () => getReviewCheck(courseSn), staleTime: 0 });

export const useReviewCheck = (courseSn: number, enabled: boolean) => useQuery({ ...reviewCheckQueryOptions(courseSn), enabled });
