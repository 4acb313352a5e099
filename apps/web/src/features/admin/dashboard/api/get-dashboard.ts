import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@school/contracts/admin';
import { adminDashboardApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Per-day sign-ups, sales and watching for a period (default: the last 14 days). */
export function getDashboard(period: { from?: string; to?: string }, signal?: AbortSignal): Promise<Dashboard> {
  return callParsed(adminDashboardApi.period, '대시보드', { query: period, signal, schemas: consoleSchemas() });
}

export const dashboardQueryOptions = (period: { from?: string; to?: string }) =>
  queryOptions({ queryKey: ['admin', 'dashboard', period], queryFn: ({ signal }) => getDashboard(period, signal), placeholderData: keepPreviousData });

export const useDashboard = (period: { from?: string; to?: string }) => useQuery(dashboardQueryOptions(period));
