import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ChangeListener } from './db/notifications.ts';
import { AppError } from './http/app-error.ts';
import { registerAuthGuard } from './http/auth.ts';
import { errorHandler } from './http/error-handler.ts';
import { registerSpa } from './http/spa.ts';
import { registerXsrf } from './http/xsrf.ts';
import { createAccounts } from './modules/auth/accounts.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { courseRoutes } from './modules/course/course.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { myRoutes } from './modules/my/my.routes.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { sandboxPagesRoutes } from './modules/dev/sandbox-pages.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { MenuService } from './modules/menu/menu.service.ts';
import { stocksRoutes } from './modules/stocks/stocks.routes.ts';
import { MediaSigner, MediaStore } from './modules/play/media.ts';
import { ensureMediaKey } from './modules/play/play.queries.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { PlayService } from './modules/play/play.service.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { BoardService } from './modules/board/board.service.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { ReviewService } from './modules/review/review.service.ts';
import { MemoryLimiter, RedisLimiter } from './http/limiter.ts';
import { startJobs } from './jobs/scheduler.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { createCommerce } from './modules/commerce/commerce.ts';
import { paymentPagesRoutes } from './modules/commerce/payment-pages.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
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
  await app.register(fastifyCompress, { threshold: 1024 });
  registerXsrf(app, { secure: config.NODE_ENV === 'production' });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '투자학교 API', version: '1.0.0', description: '모든 응답은 { code, message, data } 형태입니다.' },
      // Member calls carry the access token as `Authorization: Bearer <JWT>`.
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const accounts = await createAccounts({ config, db: database.db, redis, log: app.log });
  registerAuthGuard(app, accounts.guard);
  // Data past its legal keeping period is deleted a few times a day (idempotent across processes).
  const retention = setInterval(() => {
    accounts.my.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'retention purge failed'));
  }, 6 * 3600_000);
  retention.unref();

  const menu = new MenuService(database.db, () => listener.connected);
  const listener = new ChangeListener(database.url, ['catalogue_changed'], () => menu.invalidate(), app.log);
  await listener.start();

  // Playback: signed media links bound to the member (docs/decisions/017).
  const mediaKey = config.MEDIA_SIGNING_KEY ?? (await ensureMediaKey(database.db));
  // Progress saves repeat every few seconds and are idempotent: they commit without waiting for the disk
  // (a crash loses at most the last fraction of a second of positions, which the player sends again).
  const progressPool = new pg.Pool({ connectionString: database.url, max: 8, idleTimeoutMillis: 30_000, options: '-c synchronous_commit=off' });
  progressPool.on('error', () => undefined);
  const play = new PlayService(
    database.db,
    new MediaSigner(mediaKey, config.MEDIA_LINK_TTL_SECONDS),
    new MediaStore(config.MEDIA_DIR),
    progressPool,
  );
  const commentLimiter = redis ? new RedisLimiter(redis, app.log, 'school-comment:') : new MemoryLimiter();
  const board = new BoardService(database.db, play, commentLimiter, config.COMMENT_LIMIT_PER_MINUTE);
  const reviews = new ReviewService(database.db);

  // ── commerce (docs/decisions/020–024): services, withdrawal hooks, scheduled jobs ──
  const commerce = createCommerce({ config, db: database.db, log: app.log });
  accounts.my.useCommerce(commerce.retention);
  const stopCommerceJobs = config.NODE_ENV === 'test' ? () => undefined : startJobs(database.pool, commerce.jobs, app.log);
  // ── end commerce ──

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        ...(redis ? { redis, nameSpace: 'school-rl:' } : {}),
        errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
      });
      await api.register(healthRoutes);
      await api.register(menuRoutes, { menu });
      // The course catalogue, with its teacher and search routes (one change listener for all three).
      await api.register(courseRoutes, { database, publicUrl: config.PUBLIC_URL });
      await api.register(stocksRoutes, { db: database.db });
      await api.register(playRoutes, { play, verifyAccess: accounts.guard.verifyAccess });
      await api.register(boardRoutes, { board });
      await api.register(reviewRoutes, { reviews });
      await api.register(authRoutes, { auth: accounts.auth, certifications: accounts.certifications });
      await api.register(myRoutes, { my: accounts.my });
      // ── commerce routes ──
      await api.register(commerceRoutes, { commerce });
      await api.register(paymentPagesRoutes, { orders: commerce.orders, provider: commerce.provider });
      // ── end commerce routes ──
      if (accounts.outboxVisible) await api.register(devRoutes, { db: database.db });
      await api.register(oauthRoutes, { oauth: accounts.oauth, secureCookies: config.NODE_ENV === 'production' });
      await api.register(identityRoutes, { identity: accounts.identity });
      // Stand-ins for the providers' own pages; served whenever a sandbox provider is in use (see decision 015).
      if (accounts.sandboxPages) {
        await api.register(sandboxPagesRoutes, {
          oauthProvider: (cd) => accounts.oauth.providerOrUndefined(cd),
          verifier: accounts.identityVerifier,
        });
      }
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.WEB_DIST);

  app.addHook('onClose', async () => {
    clearInterval(retention);
    stopCommerceJobs();
    await progressPool.end().catch(() => undefined);
    await listener.close();
    await redis?.quit().catch(() => undefined);
  });
  return app;
}
