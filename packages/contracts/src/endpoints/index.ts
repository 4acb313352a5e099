// Every endpoint object, one module per area (docs/decisions/090), and the helper types both apps use with them.
// No zod at run time: the web app's first load may import these. Never re-export this from ../index.ts: the schema
// names are checked against that module, so it must not contain the endpoints themselves.
export * from '../endpoint.ts';
export * as courseApi from './course.ts';
export * as playApi from './play.ts';
export * as practiceApi from './practice.ts';
export * as adminPracticeApi from './admin-practice.ts';
export * as commerceApi from './commerce.ts';
export * as adminAuditApi from './admin-audit.ts';
export * as adminCatalogueApi from './admin-catalogue.ts';
export * as adminCommerceApi from './admin-commerce.ts';
export * as adminContentApi from './admin-content.ts';
export * as adminDashboardApi from './admin-dashboard.ts';
export * as adminMembersApi from './admin-members.ts';
export * as adminModerationApi from './admin-moderation.ts';
export * as adminSiteApi from './admin-site.ts';
export * as adminVideosApi from './admin-videos.ts';
export * as authApi from './auth.ts';
export * as boardApi from './board.ts';
export * as businessApi from './business.ts';
export * as csApi from './cs.ts';
export * as devApi from './dev.ts';
export * as dormancyApi from './dormancy.ts';
export * as eventsApi from './events.ts';
export * as guardianApi from './guardian.ts';
export * as healthApi from './health.ts';
export * as identityApi from './identity.ts';
export * as legalApi from './legal.ts';
export * as menuApi from './menu.ts';
export * as myApi from './my.ts';
export * as noticesApi from './notices.ts';
export * as reviewApi from './review.ts';
export * as searchApi from './search.ts';
export * as seoApi from './seo.ts';
export * as stocksApi from './stocks.ts';
export * as teacherApi from './teacher.ts';
