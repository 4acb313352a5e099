import type { CategoryCreateBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/catalogue/categories {p_ca_sn, title}. */
export const useCreateCategory = () => useConsoleMutation<CategoryCreateBody>(() => '/api/admin/catalogue/categories');
