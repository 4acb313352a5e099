import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** A course and its lectures, as the edit form holds them. */
export const getCourse = (id: number): Promise<AdminCourse> =>
  callParsed(adminCatalogueApi.course, '강의', { params: { course_sn: id }, schemas: consoleSchemas() });

export const useCourse = (id: number | null) =>
  useQuery({ ...queryOptions({ queryKey: ['admin', 'catalogue', 'course', id], queryFn: () => getCourse(id ?? 0) }), enabled: id !== null });
