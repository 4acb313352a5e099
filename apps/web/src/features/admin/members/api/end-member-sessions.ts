import type { AdminReasonBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/members/{id}/sessions/end {reason}: sign out of every device. */
export const useEndMemberSessions = () => useConsoleMutation<On<AdminReasonBody>>((v) => `/api/admin/members/${v.id}/sessions/end`, bodyOf);
