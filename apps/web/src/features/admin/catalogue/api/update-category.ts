import type { CategoryUpdateBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** Rename, move, order, hide/show a category. */
export const useUpdateCategory = () => useConsoleChange((v: On<CategoryUpdateBody>) => apiCall(adminCatalogueApi.updateCategory, { params: { ca_sn: v.id }, body: bodyOf(v) }));
