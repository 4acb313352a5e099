import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every category, hidden ones included. */
export const getCategories = () => callParsed(adminCatalogueApi.categories, '카테고리', { schemas: consoleSchemas() });

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'categories'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
