import type { Envelope } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { apiRequest } from '../../../lib/api-client';

/**
 * The course-access check of the specification (its path is the member learning API's,
 * playPaths.courseAccess): 0000 may watch, 3010 buy a pass, 0907 log in.
 * Returns the envelope as is: the caller decides on the code.
 */
export const COURSE_ACCESS_PATH = playPaths.courseAccess;

export async function checkCourseAccess(courseSn: number): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'GET', url: COURSE_ACCESS_PATH.replace(':course_sn', String(courseSn)) });
}
