import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminMemberList, type AdminMemberList } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

export interface MemberSearch {
  q: string;
  status: '' | 'active' | 'suspended' | 'withdrawn' | 'dormant';
  page: number;
}

/** GET /api/admin/members?q&status&page: members by e-mail, name, nickname or phone, newest first. */
export function searchMembers(s: MemberSearch, signal?: AbortSignal): Promise<AdminMemberList> {
  const params = { page: s.page, size: 20, ...(s.q ? { q: s.q } : {}), ...(s.status ? { status: s.status } : {}) };
  return getParsed('/api/admin/members', adminMemberList, '회원 목록', params, signal);
}

export const membersQueryOptions = (s: MemberSearch) =>
  queryOptions({ queryKey: ['admin', 'members', s], queryFn: ({ signal }) => searchMembers(s, signal), placeholderData: keepPreviousData });

export const useMembers = (s: MemberSearch) => useQuery(membersQueryOptions(s));
