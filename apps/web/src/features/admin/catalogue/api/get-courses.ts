import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourseList } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every course, unpublished included, last changed first. */
export const getCourses = (q: string, page: number): Promise<AdminCourseList> =>
  callParsed(adminCatalogueApi.courses, '강의 목록', { query: { page, ...(q ? { q } : {}) }, schemas: consoleSchemas() });

export const useCourses = (q: string, page: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'catalogue', 'courses', q, page], queryFn: () => getCourses(q, page), placeholderData: keepPreviousData }));

/** One teacher's courses, unpublished included (the live console's course pickers); the first 30 are enough for a picker. */
export const useTeacherCourses = (teacherSn: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'catalogue', 'courses', 'teacher', teacherSn],
      queryFn: () => callParsed(adminCatalogueApi.courses, '강의 목록', { query: { page: 1, teacher_sn: teacherSn! }, schemas: consoleSchemas() }),
      enabled: teacherSn !== null,
    }),
  );
