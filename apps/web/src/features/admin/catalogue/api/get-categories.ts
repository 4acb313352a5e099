import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCategories } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/catalogue/categories */
export const getCategories = () => getParsed('/api/admin/catalogue/categories', adminCategories, '카테고리');

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'categories'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
