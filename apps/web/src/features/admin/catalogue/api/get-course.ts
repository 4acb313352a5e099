import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCourse, type AdminCourse } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/catalogue/courses/{id}: a course and its lectures, as the edit form holds them. */
export const getCourse = (id: number): Promise<AdminCourse> => getParsed(`/api/admin/catalogue/courses/${id}`, adminCourse, '강의');

export const useCourse = (id: number | null) =>
  useQuery({ ...queryOptions({ queryKey: ['admin', 'catalogue', 'course', id], queryFn: () => getCourse(id ?? 0) }), enabled: id !== null });
