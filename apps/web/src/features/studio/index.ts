// What the studio feature offers to the rest of the app; other features import only from here.
export { analyticsRoutes } from './analytics/routes';
export type { Scope as AnalyticsScope } from './analytics/api/analytics';
