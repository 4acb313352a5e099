import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMemberDetail, type AdminMemberDetail } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/members/{id}: profile, purchases, access, devices, learning and console changes. */
export function getMember(id: number, signal?: AbortSignal): Promise<AdminMemberDetail> {
  return getParsed(`/api/admin/members/${id}`, adminMemberDetail, '회원', undefined, signal);
}

export const memberQueryOptions = (id: number) => queryOptions({ queryKey: ['admin', 'member', id], queryFn: ({ signal }) => getMember(id, signal) });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
