import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherListResponse } from '@school/contracts';
import { teacherApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Every teacher with a headline and course count. */
export async function getTeachers(): Promise<TeacherListResponse> {
  return callParsed(teacherApi.list, '강사 목록');
}

export const teachersQueryOptions = () => queryOptions({ queryKey: ['teacher', 'list'], queryFn: getTeachers, staleTime: 5 * 60_000 });

export const useTeachers = () => useQuery(teachersQueryOptions());
