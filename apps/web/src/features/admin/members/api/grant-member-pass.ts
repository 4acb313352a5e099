import type { AdminGrantBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/members/{id}/passes {product_id, reason}: a pass by hand. */
export const useGrantMemberPass = () => useConsoleMutation<On<AdminGrantBody>>((v) => `/api/admin/members/${v.id}/passes`, bodyOf);
