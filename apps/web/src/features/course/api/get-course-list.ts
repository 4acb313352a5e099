import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListResponse } from '@school/contracts';
import { courseApi, type QueryOf } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

export type CourseListParams = QueryOf<typeof courseApi.list>;

/** One page of course cards for a category (and its descendants), free courses or all. */
export async function getCourseList(params: CourseListParams): Promise<CourseListResponse> {
  return callParsed(courseApi.list, '강의 목록', { query: params });
}

export const courseListQueryOptions = (params: CourseListParams) =>
  queryOptions({
    queryKey: ['course', 'list', params],
    queryFn: () => getCourseList(params),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useCourseList = (params: CourseListParams) => useQuery(courseListQueryOptions(params));
