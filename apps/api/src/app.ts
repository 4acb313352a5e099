import { randomBytes, randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
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
import { registerStudioGuard } from './http/studio.ts';
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
import { healthRoutes } from './modules/health/health.routes.ts';
import { readinessRoutes } from './modules/health/readiness.routes.ts';
import { Readiness } from './http/readiness.ts';
import { migrationsCheck } from './db/migrate.ts';

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
  // Live chat sockets (decision 120): frames are small JSON objects, so a large one is refused by ws itself.
  await app.register(fastifyWebsocket, { options: { maxPayload: 8 * 1024 } });
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
  registerStudioGuard(app);

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
      // Every area's routes, as its factory listed them (composition.ts, decision 091).
      for (const mount of services.routes.api) await mount(api);
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
        for (const mount of services.routes.console) await mount(admin);
      });
    },
    { prefix: '/api' },
  );

  readiness.add({ name: 'database', check: migrationsCheck(database.pool) });
  await app.register(readinessRoutes, { readiness });
  for (const mount of services.routes.root) await mount(app);
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
    await services.close();
  });
  return app;
}
