import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@school/contracts/admin';
import { adminAuditApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

export type AuditFilter = Partial<Record<'actor' | 'action' | 'target_type' | 'target_id' | 'from' | 'to', string>> & { page: number };

/** Console changes, newest first (admins); empty filter fields are left out. */
export function getAudit({ page, ...fields }: AuditFilter, signal?: AbortSignal): Promise<AuditList> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined)) as typeof fields;
  return callParsed(adminAuditApi.list, '감사 로그', { query: { ...set, page }, signal, schemas: consoleSchemas() });
}

export const auditQueryOptions = (f: AuditFilter) => queryOptions({ queryKey: ['admin', 'audit', f], queryFn: ({ signal }) => getAudit(f, signal), placeholderData: keepPreviousData });

export const useAudit = (f: AuditFilter) => useQuery(auditQueryOptions(f));
