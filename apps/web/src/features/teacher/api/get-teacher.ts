import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherResponse } from '@school/contracts';
import { learningPaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/teacher/{id}: a teacher's profile, career and courses. */
export async function getTeacher(teacherSn: number): Promise<TeacherResponse> {
  return getParsed(learningPaths.teacher.replace(':id', String(teacherSn)), 'teacherResponse', '강사');
}

export const teacherQueryOptions = (teacherSn: number) =>
  queryOptions({ queryKey: ['teacher', 'detail', teacherSn], queryFn: () => getTeacher(teacherSn), staleTime: 5 * 60_000 });

export const useTeacher = (teacherSn: number) => useQuery(teacherQueryOptions(teacherSn));
