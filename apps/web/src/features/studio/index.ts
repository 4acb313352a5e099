// The teacher's studio (/studio): the app's route table loads StudioApp lazily and takes studioChildren as its pages.
export { studioChildren } from './routes';
// What the studio feature offers to the rest of the app; other features import only from here.
export { analyticsRoutes } from './analytics/routes';
export type { Scope as AnalyticsScope } from './analytics/api/analytics';
