import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditList, type AuditList } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

export type AuditFilter = Partial<Record<'actor' | 'action' | 'target_type' | 'target_id' | 'from' | 'to', string>> & { page: number };

/** GET /api/admin/audit: console changes, newest first (admins). */
export function getAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditList> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined));
  return getParsed('/api/admin/audit', auditList, '감사 로그', params, signal);
}

export const auditQueryOptions = (f: AuditFilter) => queryOptions({ queryKey: ['admin', 'audit', f], queryFn: ({ signal }) => getAudit(f, signal), placeholderData: keepPreviousData });

export const useAudit = (f: AuditFilter) => useQuery(auditQueryOptions(f));
