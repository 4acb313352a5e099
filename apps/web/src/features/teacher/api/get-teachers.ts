import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherListResponse } from '@school/contracts';
import { learningPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/teacher/list: every teacher with a headline and course count. */
export async function getTeachers(): Promise<TeacherListResponse> {
  return getParsed(learningPaths.teacherList, 'teacherListResponse', '강사 목록');
}

export const teachersQueryOptions = () => queryOptions({ queryKey: ['teacher', 'list'], queryFn: getTeachers, staleTime: 5 * 60_000 });

export const useTeachers = () => useQuery(teachersQueryOptions());
