import type { AdminStatusBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/members/{id}/status {status, reason}: suspend or restore. */
export const useSetMemberStatus = () => useConsoleMutation<On<AdminStatusBody>>((v) => `/api/admin/members/${v.id}/status`, bodyOf);
