import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseLecturesResponse } from '@school/contracts';
import { courseApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The course's lectures in order, with durations and preview flags. */
export async function getCourseLectures(courseSn: number): Promise<CourseLecturesResponse> {
  // Its area's schemas only: the list loads beside the lecture player, whose first frame waits for the main thread.
  return callParsed(courseApi.lectures, '강의 목록', { params: { id: courseSn }, schemas: import('@school/contracts/learning') });
}

export const courseLecturesQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'lectures', courseSn], queryFn: () => getCourseLectures(courseSn), staleTime: 60_000 });

/** `enabled` false: not asked for yet (a list already fetched is still shown). */
export const useCourseLectures = (courseSn: number, enabled = true) => useQuery({ ...courseLecturesQueryOptions(courseSn), enabled });
