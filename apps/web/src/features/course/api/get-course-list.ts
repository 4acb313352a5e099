import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListResponse, CourseSort } from '@school/contracts';
import { learningPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

export interface CourseListParams {
  p_ca_sn?: number;
  ca_sn?: number;
  free?: 'Y';
  sort?: CourseSort;
  page?: number;
  size?: number;
}

/** GET /api/course/list: one page of course cards for a category (and its descendants), free courses or all. */
export async function getCourseList(params: CourseListParams): Promise<CourseListResponse> {
  return getParsed(learningPaths.courseList, 'courseListResponse', '강의 목록', params);
}

export const courseListQueryOptions = (params: CourseListParams) =>
  queryOptions({
    queryKey: ['course', 'list', params],
    queryFn: () => getCourseList(params),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useCourseList = (params: CourseListParams) => useQuery(courseListQueryOptions(params));
