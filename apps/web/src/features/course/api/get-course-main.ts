import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseMainResponse } from '@school/contracts';
import { courseApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The course page (intro, teacher, curriculum summary, reviews, share data). */
export async function getCourseMain(courseSn: number): Promise<CourseMainResponse> {
  return callParsed(courseApi.main, '강의', { params: { id: courseSn } });
}

export const courseMainQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'main', courseSn], queryFn: () => getCourseMain(courseSn), staleTime: 60_000 });

export const useCourseMain = (courseSn: number) => useQuery(courseMainQueryOptions(courseSn));
