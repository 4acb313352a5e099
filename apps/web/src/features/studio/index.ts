// The teacher's studio (/studio): the app's route table loads StudioApp lazily and takes studioChildren as its pages.
export { studioChildren } from './routes';
// What the studio feature offers to the rest of the app; other features import only from here.
export { analyticsRoutes } from './analytics/routes';
export type { Scope as AnalyticsScope } from './analytics/api/analytics';
// The statement sheet the console's settlement page shows operators (the teacher's is /studio/settlement).
export { StatementView, STATUS_LABEL as STATEMENT_STATUS_LABEL } from './settlement/components/statement-view';
