import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseLecturesResponse } from '@school/contracts';
import { learningPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/rs/menu/{id}: the course's lectures in order, with durations and preview flags. */
export async function getCourseLectures(courseSn: number): Promise<CourseLecturesResponse> {
  // Its area's schemas only: the list loads beside the lecture player, whose first frame waits for the main thread.
  const schema = import('@school/contracts/learning').then((m) => m.courseLecturesResponse);
  return getParsed(learningPaths.courseLectures.replace(':id', String(courseSn)), schema, '강의 목록');
}

export const courseLecturesQueryOptions = (courseSn: number) =>
  queryOptions({ queryKey: ['course', 'lectures', courseSn], queryFn: () => getCourseLectures(courseSn), staleTime: 60_000 });

/** `enabled` false: not asked for yet (a list already fetched is still shown). */
export const useCourseLectures = (courseSn: number, enabled = true) => useQuery({ ...courseLecturesQueryOptions(courseSn), enabled });
