import type { Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * The course-access check of spec §4/§7 ("path not shown"). No contract for it
 * exists yet in packages/contracts; this is the path we expect the member
 * learning API to serve. Returns the envelope as is: the caller decides on the code.
 */
export const COURSE_ACCESS_PATH = '/api/rs/access/:id';

export async function checkCourseAccess(courseSn: number): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'GET', url: COURSE_ACCESS_PATH.replace(':id', String(courseSn)) });
}
