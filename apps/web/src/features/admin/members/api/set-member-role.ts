import type { AdminRoleBody } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {role, reason}: admins only. */
export const useSetMemberRole = () => useConsoleChange((v: On<AdminRoleBody>) => apiCall(adminMembersApi.setRole, { params: { member_id: v.id }, body: bodyOf(v) }));
