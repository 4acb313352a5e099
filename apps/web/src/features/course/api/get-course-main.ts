import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseMainResponse } from '@school/contracts';
import { learningPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/rs/main/{id}: the course page (intro, teacher, curriculum summary, reviews, share data). */
export async function getCourseMain(courseSn: number): Promise<CourseMainResponse> {
  return getParsed(learningPaths.courseMain.replace(':id', String(courseSn)), 'courseMainResponse', '강의');
}

export const courseMainQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'main', courseSn], queryFn: () => getCourseMain(courseSn), staleTime: 60_000 });

export const useCourseMain = (courseSn: number) => useQuery(courseMainQueryOptions(courseSn));
