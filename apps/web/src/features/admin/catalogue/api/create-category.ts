import type { CategoryCreateBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new category {p_ca_sn, title}. */
export const useCreateCategory = () => useConsoleChange((body: CategoryCreateBody) => apiCall(adminCatalogueApi.createCategory, { body }));
