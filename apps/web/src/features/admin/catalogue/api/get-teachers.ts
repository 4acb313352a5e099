import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every teacher. */
export const getTeachers = () => callParsed(adminCatalogueApi.teachers, '강사', { schemas: consoleSchemas() });

export const teachersQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'teachers'], queryFn: getTeachers });

export const useTeachers = () => useQuery(teachersQueryOptions());
