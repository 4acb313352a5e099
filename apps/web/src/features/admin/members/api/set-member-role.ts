import type { AdminRoleBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/members/{id}/role {role, reason}: admins only. */
export const useSetMemberRole = () => useConsoleMutation<On<AdminRoleBody>>((v) => `/api/admin/members/${v.id}/role`, bodyOf);
