import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherResponse } from '@school/contracts';
import { teacherApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A teacher's profile, career and courses. */
export async function getTeacher(teacherSn: number): Promise<TeacherResponse> {
  return callParsed(teacherApi.detail, '강사', { params: { id: teacherSn } });
}

export const teacherQueryOptions = (teacherSn: number) =>
  queryOptions({ queryKey: ['teacher', 'detail', teacherSn], queryFn: () => getTeacher(teacherSn), staleTime: 5 * 60_000 });

export const useTeacher = (teacherSn: number) => useQuery(teacherQueryOptions(teacherSn));
