import type { AdminGrantBody } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {product_id, reason}: a pass by hand. */
export const useGrantMemberPass = () => useConsoleChange((v: On<AdminGrantBody>) => apiCall(adminMembersApi.grantPass, { params: { member_id: v.id }, body: bodyOf(v) }));
