import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTeachers } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/catalogue/teachers */
export const getTeachers = () => getParsed('/api/admin/catalogue/teachers', adminTeachers, '강사');

export const teachersQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'teachers'], queryFn: getTeachers });

export const useTeachers = () => useQuery(teachersQueryOptions());
