import { randomBytes, randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthGuard } from './http/auth.ts';
import { registerAdminGuard } from './http/admin.ts';
import { errorHandler } from './http/error-handler.ts';
import { registerGeneralLimit } from './http/general-limit.ts';
import { validatorWithQueryMemo } from './http/query-validation.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { LeanLogController } from './http/request-log.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { Metrics, registerMetrics } from './http/metrics.ts';
import { registerArrival } from './http/arrival.ts';
import { registerSpa } from './http/spa.ts';
import { laneServer, PreparedAnswers } from './http/prepared.ts';
import { SegmentLane } from './http/prepared-segments.ts';
import { compose } from './composition.ts';
import { createCdn } from './providers/cdn/index.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { courseRoutes } from './modules/course/course.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { readinessRoutes } from './modules/health/readiness.routes.ts';
import { Readiness } from './http/readiness.ts';
import { migrationsCheck } from './db/migrate.ts';
import { myRoutes } from './modules/my/my.routes.ts';
import { playerSettingRoutes } from './modules/my/player-setting.routes.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { sandboxPagesRoutes } from './modules/dev/sandbox-pages.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { stocksRoutes } from './modules/stocks/stocks.routes.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { csRoutes } from './modules/cs/cs.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { teacherRoutes } from './modules/teacher/teacher.routes.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { paymentPagesRoutes } from './modules/commerce/payment-pages.routes.ts';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes.ts';
import { moderationRoutes } from './modules/board/moderation.routes.ts';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { dormancyRoutes } from './modules/dormancy/dormancy.routes.ts';
import { guardianRoutes } from './modules/guardian/guardian.routes.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import { adminVideoRoutes } from './modules/admin-videos/admin-videos.routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { commerceAdminRoutes } from './modules/commerce/commerce-admin.routes.ts';
import { adminSiteRoutes } from './modules/admin-site/admin-site.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where logs go (default stdout); tests capture them. */
  logStream?: DestinationStream;
  /** What /readyz reports; main.ts keeps it to drain on SIGTERM (decision 089). */
  readiness?: Readiness;
}

export async function buildApp({ config, database, logStream, readiness = new Readiness() }: AppDeps): Promise<FastifyInstance> {
  const metrics = new Metrics(database.pool);
  // Prepared answers are written before the router (decision 085); everything else goes Fastify's way.
  const lane = new PreparedAnswers((route) => metrics.laneRecorder(route));
  // Signed segments held in memory, likewise (issue 32): served once the segment server exists (below).
  const segmentLane = new SegmentLane((route) => metrics.laneRecorder(route));
  const app = Fastify({
    serverFactory: laneServer(lane, segmentLane),
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // maxParamLength: a signed media link names its video in the path (docs/decisions/082).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    // One line per request at debug; failed and slow requests at warn (http/request-log.ts); each request counted.
    logController: new LeanLogController((request, reply) => metrics.observe(request, reply)),
    // A request's logger is made when it first writes a line (most write none at the production level).
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('preparedAnswers', lane);
  app.addHook('preClose', (done) => {
    lane.close();
    segmentLane.close();
    done();
  });
  app.setValidatorCompiler(validatorWithQueryMemo);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Request id, security headers, no-store and the XSRF check in one synchronous hook; error replies keep its headers.
  await registerArrival(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  // Answers only: no client sends compressed bodies, and request decompression would add a hook to every request.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '투자학교 API', version: '1.0.0', description: '모든 응답은 { code, message, data } 형태입니다.' },
      // Member calls carry the access token as `Authorization: Bearer <JWT>`.
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The explorer lists every route and field: not served in production (issue 12 item 14).
  if (config.NODE_ENV !== 'production') await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const services = await compose({ config, database, log: app.log });
  segmentLane.serve(services.segments);
  registerAuthGuard(app, services.guard);
  registerAdminGuard(app);
  // Data past its legal keeping period is deleted a few times a day (idempotent across processes).
  const retention = setInterval(() => {
    services.my.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'retention purge failed'));
  }, 6 * 3600_000);
  retention.unref();

  // The page renderer's own API requests (decision 074) are the server talking to itself: not a client to limit.
  const renderKey = randomBytes(24).toString('base64url');
  const consoleWriteListeners: (() => void)[] = [];
  await app.register(
    async (api) => {
      registerGeneralLimit(api, {
        limiter: services.generalLimiter,
        max: config.RATE_LIMIT_MAX,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
        exempt: (request) => request.headers['x-page-render'] === renderKey,
      });
      await api.register(healthRoutes);
      await api.register(menuRoutes, { menu: services.menu });
      await api.register(businessRoutes, { business: services.business });
      await api.register(legalRoutes, { legal: services.legal });
      await api.register(courseRoutes, { courses: services.courses });
      await api.register(teacherRoutes, { teachers: services.teachers });
      await api.register(searchRoutes, { search: services.search });
      await api.register(stocksRoutes, { stocks: services.stocks, favorites: services.favorites });
      await api.register(playRoutes, { play: services.play, segments: services.segments, verifyAccess: services.guard.verifyAccess });
      await api.register(boardRoutes, { board: services.board });
      await api.register(reviewRoutes, { reviews: services.reviews });
      await api.register(eventsRoutes, { events: services.events, seminars: services.seminars });
      await api.register(csRoutes, { cs: services.cs });
      await api.register(authRoutes, { auth: services.auth, certifications: services.certifications });
      await api.register(myRoutes, { my: services.my });
      await api.register(playerSettingRoutes, { settings: services.playerSettings });
      await api.register(noticeRoutes, { notices: services.notices });
      await api.register(commerceRoutes, { commerce: services.commerce });
      await api.register(paymentPagesRoutes, { orders: services.commerce.orders, provider: services.commerce.provider });
      // The console's routes: a write there (a notice, an event, a banner, a course) drops the rendered public
      // pages of this process at once (decision 074). The hook runs for these routes only.
      await api.register(async (admin) => {
        admin.addHook('onResponse', (request, reply, done) => {
          if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
            for (const notify of consoleWriteListeners) notify();
            // The other API processes learn it through PostgreSQL (decision 085).
            services.announceSiteChange();
          }
          done();
        });
        await admin.register(adminMembersRoutes, { members: services.admin.members });
        await admin.register(moderationRoutes, { moderation: services.admin.moderation });
        await admin.register(adminAuditRoutes, { audit: services.admin.audit });
        await admin.register(adminDashboardRoutes, { dashboard: services.admin.dashboard });
        await admin.register(adminCatalogueRoutes, { catalogue: services.admin.catalogue });
        await admin.register(adminVideoRoutes, { videos: services.admin.videos, subtitles: services.admin.subtitles });
        await admin.register(commerceAdminRoutes, { commerce: services.commerce });
        await admin.register(adminSiteRoutes, { site: services.admin.site });
        await admin.register(adminContentRoutes, { content: services.admin.content });
      });
      if (services.outboxVisible) await api.register(devRoutes, { db: database.db });
      await api.register(oauthRoutes, { oauth: services.oauth, secureCookies: config.NODE_ENV === 'production' });
      await api.register(identityRoutes, { identity: services.identity });
      await api.register(dormancyRoutes, { dormancy: services.dormancy });
      await api.register(guardianRoutes, { guardian: services.guardian });
      // Stand-ins for the providers' own pages; served whenever a sandbox provider is in use (see decision 015).
      if (services.sandboxPages) {
        await api.register(sandboxPagesRoutes, {
          oauthProvider: (cd) => services.oauth.providerOrUndefined(cd),
          verifier: services.identityVerifier,
        });
      }
    },
    { prefix: '/api' },
  );

  readiness.add({ name: 'database', check: migrationsCheck(database.pool) });
  await app.register(readinessRoutes, { readiness });
  await app.register(seoRoutes, { seo: services.seo });
  registerMetrics(app, metrics, config.METRICS_ALLOW);
  const cdn = createCdn(config);
  await registerSpa(app, config.WEB_DIST, {
    purge: (paths) => {
      cdn.purgeUrls(paths.map((p) => config.PUBLIC_URL + p)).catch((err: unknown) => app.log.warn({ err }, 'CDN purge failed'));
    },
    headOf: (pathname) => services.pageHeads.head(pathname),
    renderKey,
    onContentChange: (notify) => {
      services.onContentChange(notify);
      consoleWriteListeners.push(notify);
    },
  });

  app.addHook('onClose', async () => {
    clearInterval(retention);
    await services.close();
  });
  return app;
}
