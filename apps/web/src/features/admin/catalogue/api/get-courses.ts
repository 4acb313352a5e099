import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCourseList, type AdminCourseList } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/catalogue/courses?q&page: every course, unpublished included, last changed first. */
export const getCourses = (q: string, page: number): Promise<AdminCourseList> =>
  getParsed('/api/admin/catalogue/courses', adminCourseList, '강의 목록', { page, ...(q ? { q } : {}) });

export const useCourses = (q: string, page: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'catalogue', 'courses', q, page], queryFn: () => getCourses(q, page), placeholderData: keepPreviousData }));
