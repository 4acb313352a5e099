import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';

/** Course analytics for teachers and operators, and the hourly job that prepares them (decision 123). */
export function createAnalytics(d: { db: Db }): AreaParts & { analytics: AnalyticsService } {
  const analytics = new AnalyticsService(d.db);
  return {
    analytics,
    routes: { console: [mount(analyticsRoutes, { analytics })] },
    jobs: [{ name: 'studio-analytics', pattern: '0 25 * * * *', run: () => analytics.refresh() }],
  };
}
