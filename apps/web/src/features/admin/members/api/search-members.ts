import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberList } from '@school/contracts/admin';
import { adminMembersApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

export interface MemberSearch {
  q: string;
  status: '' | 'active' | 'suspended' | 'withdrawn' | 'dormant';
  page: number;
}

/** Members by e-mail, name, nickname or phone, newest first. */
export function searchMembers(s: MemberSearch, signal?: AbortSignal): Promise<AdminMemberList> {
  const query = { page: s.page, size: 20, ...(s.q ? { q: s.q } : {}), ...(s.status ? { status: s.status } : {}) };
  return callParsed(adminMembersApi.search, '회원 목록', { query, signal, schemas: consoleSchemas() });
}

export const membersQueryOptions = (s: MemberSearch) =>
  queryOptions({ queryKey: ['admin', 'members', s], queryFn: ({ signal }) => searchMembers(s, signal), placeholderData: keepPreviousData });

export const useMembers = (s: MemberSearch) => useQuery(membersQueryOptions(s));
