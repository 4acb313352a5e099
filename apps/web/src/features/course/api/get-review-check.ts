import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCheckResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/**
 * GET /api/comm/review/chk?course_sn=: may this member write a review now
 * (decision 017: 90 % of one lecture or 10 minutes across the course; one per course).
 */
export async function getReviewCheck(courseSn: number): Promise<ReviewCheckResponse> {
  return getParsed(playPaths.reviewCheck, 'reviewCheckResponse', '리뷰 작성 가능 여부', { course_sn: courseSn });
}

export const reviewCheckQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'review-check', courseSn], queryFn: () => getReviewCheck(courseSn), staleTime: 0 });

export const useReviewCheck = (courseSn: number, enabled: boolean) => useQuery({ ...reviewCheckQueryOptions(courseSn), enabled });
