import type { AdminReasonBody } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {reason}: sign the member out of every device. */
export const useEndMemberSessions = () => useConsoleChange((v: On<AdminReasonBody>) => apiCall(adminMembersApi.endSessions, { params: { member_id: v.id }, body: bodyOf(v) }));
