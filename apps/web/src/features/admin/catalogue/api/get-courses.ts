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
