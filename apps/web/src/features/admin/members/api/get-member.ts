import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Profile, purchases, access, devices, learning and console changes. */
export function getMember(id: number, signal?: AbortSignal): Promise<AdminMemberDetail> {
  return callParsed(adminMembersApi.detail, '회원', { params: { member_id: id }, signal, schemas: consoleSchemas() });
}

export const memberQueryOptions = (id: number) => queryOptions({ queryKey: ['admin', 'member', id], queryFn: ({ signal }) => getMember(id, signal) });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
