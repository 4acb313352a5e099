import type { CategoryUpdateBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/catalogue/categories/{ca_sn}: rename, move, order, hide/show. */
export const useUpdateCategory = () => useConsoleMutation<On<CategoryUpdateBody>>((v) => `/api/admin/catalogue/categories/${v.id}`, bodyOf);
