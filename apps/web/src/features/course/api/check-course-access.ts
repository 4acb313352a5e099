import type { Envelope } from '@school/contracts';
import { playApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/**
 * The course-access check of the specification (the member learning API's, playApi.courseAccess): 0000 may watch,
 * 3010 buy a pass (its data names the page), 0907 log in. Returns the envelope as is: the caller decides on the code.
 */
export async function checkCourseAccess(courseSn: number): Promise<Envelope<unknown>> {
  return apiCall(playApi.courseAccess, { params: { course_sn: courseSn } });
}
