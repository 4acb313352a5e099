import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard, type Dashboard } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/dashboard?from&to: per-day sign-ups, sales and watching (default: the last 14 days). */
export function getDashboard(period: { from?: string; to?: string }, signal?: AbortSignal): Promise<Dashboard> {
  return getParsed('/api/admin/dashboard', dashboard, '대시보드', period, signal);
}

export const dashboardQueryOptions = (period: { from?: string; to?: string }) =>
  queryOptions({ queryKey: ['admin', 'dashboard', period], queryFn: ({ signal }) => getDashboard(period, signal), placeholderData: keepPreviousData });

export const useDashboard = (period: { from?: string; to?: string }) => useQuery(dashboardQueryOptions(period));
