import { useMutation } from '@tanstack/react-query';
import type { Envelope, ReviewBody, ReviewResponse } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/comm/review {course_sn, star, contents}: one review per member per course. Returns the envelope as is. */
export function writeReview(body: ReviewBody): Promise<Envelope<ReviewResponse>> {
  return apiRequest<ReviewResponse>({ method: 'POST', url: playPaths.review, data: body });
}

export const useWriteReviewMutation = () => useMutation({ mutationFn: writeReview });
