import type { AdminStatusBody } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {status, reason, …}: suspend or restore. */
export const useSetMemberStatus = () => useConsoleChange((v: On<AdminStatusBody>) => apiCall(adminMembersApi.setStatus, { params: { member_id: v.id }, body: bodyOf(v) }));
