import { useMutation } from '@tanstack/react-query';
import type { Envelope, ReviewBody, ReviewResponse } from '@school/contracts';
import { reviewApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Writes a review (course_sn, star, contents): one per member per course. Returns the envelope as is. */
export function writeReview(body: ReviewBody): Promise<Envelope<ReviewResponse>> {
  return apiCall(reviewApi.write, { body });
}

export const useWriteReviewMutation = () => useMutation({ mutationFn: writeReview });
