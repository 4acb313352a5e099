import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { outboxServed, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ChangeListener } from './db/notifications.ts';

import { createProgressPool } from './db/progress-pool.ts';
import type { AuthGuardDeps } from './http/auth.ts';
import { MemoryLimiter, RedisLimiter, type Limiter } from './http/limiter.ts';
import { keyedHashes, Sealer } from './lib/sealer.ts';
import { jwtKeys, mediaSigningKeys, SEAL, sealingKeys } from './lib/configured-keys.ts';
import { createIdentityVerifier } from './providers/identity/index.ts';
import type { IdentityVerifier } from './providers/identity/identity.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { createMarketData } from './providers/market-data/index.ts';
import { createOAuthProviders } from './providers/oauth/index.ts';
import { endMemberSessions, ensureEncryptionKey, ensureJwtSecret, sessionState, setPasswordHash } from './modules/auth/auth.queries.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CertificationService } from './modules/auth/certification.service.ts';
import { deleteIdentitiesOf } from './modules/auth/oauth.queries.ts';
import { OAuthService } from './modules/auth/oauth.service.ts';
import { Passwords } from './modules/auth/passwords.ts';
import { Tokens } from './modules/auth/tokens.ts';
import { createCommerce, type Commerce } from './modules/commerce/commerce.ts';
import { AdminMembersService } from './modules/admin-members/admin-members.service.ts';
import { ModerationService } from './modules/board/moderation.service.ts';
import { AdminAuditService } from './modules/admin-audit/admin-audit.service.ts';
import { AdminDashboardService } from './modules/admin-dashboard/admin-dashboard.service.ts';
import { AdminCatalogueService } from './modules/admin-catalogue/admin-catalogue.service.ts';
import { VideoService } from './modules/admin-videos/admin-videos.service.ts';
import { SubtitleService } from './modules/admin-videos/subtitles.ts';
import { TranscodeQueue } from './modules/admin-videos/transcode-queue.ts';
import { createMediaStorage } from './providers/media-storage/index.ts';
import { LegalService } from './modules/legal/legal.service.ts';
import { AdminContentService } from './modules/admin-content/admin-content.service.ts';
import { AdminSiteService } from './modules/admin-site/admin-site.service.ts';
import { BusinessService } from './modules/business/business.service.ts';
import { SeoService } from './modules/seo/seo.service.ts';
import { startJobs } from './jobs/scheduler.ts';
import { configuredBackup } from './db/backups.ts';
import { BoardService } from './modules/board/board.service.ts';
import { CourseService } from './modules/course/course.service.ts';
import { CsService } from './modules/cs/cs.service.ts';
import { commerceBenefits } from './modules/events/events.benefits.ts';
import { EventService } from './modules/events/events.service.ts';
import { SeminarService } from './modules/events/seminars.service.ts';
import { insertOutbox } from './modules/dev/dev.queries.ts';
import { takeVerification } from './modules/identity/identity.queries.ts';
import { IdentityService } from './modules/identity/identity.service.ts';
import { DormancyService } from './modules/dormancy/dormancy.service.ts';
import { GuardianService } from './modules/guardian/guardian.service.ts';
import { PageHeads } from './modules/seo/page-heads.ts';
import { MenuService } from './modules/menu/menu.service.ts';
import { MyService } from './modules/my/my.service.ts';
import { PlayerSettingService } from './modules/my/player-setting.service.ts';
import { MediaSigner, MediaStore } from './modules/play/media.ts';
import { ensureMediaKey } from './modules/play/play.queries.ts';
import { PlayService } from './modules/play/play.service.ts';
import { SegmentServer } from './modules/play/segments.ts';
import { MediaKeyService } from './modules/media-keys/media-keys.service.ts';
import { ReviewService } from './modules/review/review.service.ts';
import { SearchService } from './modules/search/search.service.ts';
import { FavoritesService } from './modules/stocks/stocks.favorites.ts';
import { StocksService } from './modules/stocks/stocks.service.ts';
import { liftEndedSuspensions, suspensionNotice } from './db/suspensions.ts';
import { NoticeService } from './modules/notices/notices.service.ts';
import { noticeAtBoundaries } from './modules/notices/notices.hooks.ts';
import { TeacherService } from './modules/teacher/teacher.service.ts';

/** The channel of console edits that only the public pages show (decision 085). */
const SITE_CHANGED = 'site_changed';

const LOGIN_WINDOW_MS = 15 * 60_000;

export interface Services {
  /** The general per-address limit of the API (http/general-limit.ts): shared through Redis when there is one. */
  generalLimiter: Limiter;
  tokens: Tokens;
  providers: Providers;
  auth: AuthService;
  certifications: CertificationService;
  my: MyService;
  notices: NoticeService;
  oauth: OAuthService;
  identity: IdentityService;
  identityVerifier: IdentityVerifier;
  dormancy: DormancyService;
  guardian: GuardianService;
  pageHeads: PageHeads;
  /** Called whenever PostgreSQL announces a catalogue or learning change (the rendered pages drop theirs). */
  onContentChange: (listener: () => void) => void;
  /** Tells every API process that the console changed what public pages show (they drop their prepared pages). */
  announceSiteChange: () => void;
  guard: AuthGuardDeps;
  menu: MenuService;
  courses: CourseService;
  teachers: TeacherService;
  search: SearchService;
  stocks: StocksService;
  favorites: FavoritesService;
  play: PlayService;
  segments: SegmentServer;
  /** The member's player setting: the remembered speed (decision 084). */
  playerSettings: PlayerSettingService;
  board: BoardService;
  reviews: ReviewService;
  /** Products, orders, payments, coupons, points, refunds (docs/decisions/020–024). */
  commerce: Commerce;
  events: EventService;
  seminars: SeminarService;
  cs: CsService;
  /** The footer's business details from configuration (docs/decisions/065). */
  business: BusinessService;
  legal: LegalService;
  /** robots.txt and sitemap.xml (docs/decisions/025). */
  seo: SeoService;
  /** The operator console's services (docs/decisions/060). */
  admin: { members: AdminMembersService; moderation: ModerationService; audit: AdminAuditService; dashboard: AdminDashboardService; catalogue: AdminCatalogueService; videos: VideoService; subtitles: SubtitleService; content: AdminContentService; site: AdminSiteService };
  /** The sandbox outbox may be read over HTTP (by loopback callers): sandbox providers in use, SANDBOX_OUTBOX on, never in production. */
  outboxVisible: boolean;
  /** The stand-in provider pages (social sign-in, identity window) are served: a sandbox is in use. */
  sandboxPages: boolean;
  /** Ends the connections and timers opened here (Redis, the change listener, the progress pool). */
  close(): Promise<void>;
}

/**
 * The composition root: every service is built here once per app and handed its collaborators,
 * so a module reaches another only through a service given to it. Providers are chosen in providers/.
 */
export async function compose(deps: { config: Config; database: Database; log: FastifyBaseLogger }): Promise<Services> {
  const { config, database, log } = deps;
  const db = database.db;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, log) : null;

  // Member accounts: tokens, passwords, limits, providers.
  // Keys with ids, older ones kept for reading (docs/decisions/089).
  const jwtRing = jwtKeys(config, config.JWT_SECRET ?? (await ensureJwtSecret(db)));
  const secret = jwtRing.current.key;
  const tokens = new Tokens(jwtRing, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_SECONDS);
  const passwords = new Passwords(config.NODE_ENV === 'test');
  const limiter: Limiter = redis ? new RedisLimiter(redis, log) : new MemoryLimiter();
  const providers = createProviders(config, (m) => insertOutbox(db, m));
  const certifications = new CertificationService(db, tokens, providers.sms, limiter, config.CERT_LIMIT_PER_IP);
  // Legal texts, versioned, and the consents given to them (docs/decisions/069).
  const legal = new LegalService(db, providers.mail, log);
  const auth = new AuthService({
    consents: legal,
    db,
    tokens,
    passwords,
    limiter,
    certifications,
    mail: providers.mail,
    publicUrl: config.PUBLIC_URL,
    loginLimits: {
      perAccount: { limit: config.LOGIN_LIMIT_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS },
      perIp: { limit: config.LOGIN_LIMIT_PER_IP, windowMs: LOGIN_WINDOW_MS },
    },
    consoleTtlSeconds: config.CONSOLE_SESSION_TTL_SECONDS,
  });
  // CI/DI and provider tokens: IDENTITY_ENCRYPTION_KEY, or a key generated once into app_meta.
  const master = sealingKeys(config, config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(db)));
  // Sandbox stand-ins sign their fake codes and tokens with a key of their own, derived from the JWT key.
  const sandboxKey = createHmac('sha256', secret).update('provider-sandbox').digest();
  const oauth = new OAuthService({
    db,
    providers: createOAuthProviders(config, sandboxKey),
    auth,
    sealer: new Sealer(master, SEAL.providerTokens),
    log,
  });
  // Accounts a year without use sleep, their personal data sealed apart (docs/decisions/071).
  const dormancy = new DormancyService({
    db,
    sealer: new Sealer(master, SEAL.dormantProfile),
    emailIndex: keyedHashes(master, SEAL.dormantEmailIndex),
    mail: providers.mail,
    sms: providers.sms,
    startSession: (tx, memberId, os, ip) => auth.startSession(tx, memberId, os, ip),
    log,
  });
  auth.useDormancy(dormancy);
  const identityVerifier = createIdentityVerifier(config, new Sealer(sandboxKey, 'identity-sandbox'));
  const identity = new IdentityService({
    db,
    verifier: identityVerifier,
    sealer: new Sealer(master, SEAL.ciDi),
    diIndex: keyedHashes(master, SEAL.diIndex),
    publicUrl: config.PUBLIC_URL,
    log,
  });
  const my = new MyService(
    db,
    passwords,
    certifications,
    { setPasswordHash, endMemberSessions, takeVerification, deleteIdentitiesOf },
    (t) => oauth.revokeTokens(t),
    limiter,
  );

  // The catalogue caches built responses; one LISTEN connection drops them when PostgreSQL announces
  // a change (the menu shows categories only, so learning changes leave it alone).
  const canCache = () => listener.connected;
  const contentListeners: (() => void)[] = [];
  const menu = new MenuService(db, canCache);
  const courses = new CourseService(db, canCache, config.PUBLIC_URL);
  const teachers = new TeacherService(db, canCache);
  const search = new SearchService(db, canCache);
  const listener = new ChangeListener(
    database.url,
    ['catalogue_changed', 'learning_changed', SITE_CHANGED],
    (channel) => {
      // A console edit in some process (a banner, an event, a notice): only the prepared pages show it.
      if (channel === SITE_CHANGED) {
        for (const notify of contentListeners) notify();
        return;
      }
      if (channel === 'catalogue_changed') menu.invalidate();
      courses.invalidate();
      teachers.invalidate();
      search.invalidate();
      for (const notify of contentListeners) notify();
    },
    log,
  );
  await listener.start();

  const stocks = new StocksService(createMarketData());
  const favorites = new FavoritesService(db, stocks);

  // Playback: signed media links bound to the member (docs/decisions/017).
  const mediaKey = mediaSigningKeys(config, config.MEDIA_SIGNING_KEY ?? (await ensureMediaKey(db)));
  // Progress saves: durable commits on their own connections, batched (db/progress-pool.ts).
  const progressPool = createProgressPool(database.url);
  // Lecture videos uploaded in the console, kept in media storage and turned into HLS by worker processes
  // from a queue on PostgreSQL (docs/decisions/066, 083); subtitles per lecture beside them.
  // Videos are AES-128 encrypted; their keys are sealed in PostgreSQL and served to the stream's member (decision 082).
  const mediaKeys = new MediaKeyService(db, new Sealer(master, SEAL.mediaKeys));
  await mediaKeys.registerSamples();
  const storage = createMediaStorage(config);
  const transcodeQueue = new TranscodeQueue(database.url, { retries: config.TRANSCODE_RETRIES, retryDelaySeconds: config.TRANSCODE_RETRY_DELAY_SECONDS });
  const videos = new VideoService(db, { dir: config.VIDEO_DIR, maxBytes: config.VIDEO_MAX_BYTES, storage, queue: transcodeQueue, log });
  const subtitles = new SubtitleService(db, storage);
  const mediaStore = new MediaStore(config.MEDIA_DIR, storage, subtitles);
  const signer = new MediaSigner(mediaKey, config.MEDIA_LINK_TTL_SECONDS);
  const play = new PlayService(db, { signer, store: mediaStore, keys: mediaKeys, maxStreams: config.MAX_STREAMS }, progressPool);
  const segments = new SegmentServer(signer, mediaStore);
  const commentLimiter = redis ? new RedisLimiter(redis, log, 'school-comment:') : new MemoryLimiter();
  const board = new BoardService(db, play, commentLimiter, config.COMMENT_LIMIT_PER_MINUTE);
  const reviews = new ReviewService(db);

  // Commerce: withdrawal keeps payment records; its scheduled jobs run once across processes.
  const commerce = createCommerce({ config, db, log, mail: providers.mail });
  my.useCommerce(commerce.retention);
  my.useConsents(legal);
  // A guardian's view, correction and withdrawal of an under-14 member's data (docs/decisions/072).
  const guardian = new GuardianService({ db, certifications, sealer: new Sealer(master, SEAL.guardianAccess), my });

  // Events, seminars, customer centre (docs/decisions/030–032); event benefits are commerce's coupons and points.
  const events = new EventService(db, commerceBenefits(commerce));
  const seminars = new SeminarService(db, providers.sms, providers.mail, log);
  const cs = new CsService(db, limiter);
  // Payment, refund and answer notices to the member, hooked at those services' boundaries (docs/decisions/087).
  const adminSite = new AdminSiteService(db);
  const notices = new NoticeService(db, providers.mail, providers.sms, config.PUBLIC_URL, log);
  noticeAtBoundaries(notices, commerce, adminSite, log);
  // Scheduled work runs once across processes (jobs/scheduler.ts); seminar reminders go out 10:00–20:00 KST.
  const dashboard = new AdminDashboardService(db);
  const jobs = [
    ...commerce.jobs,
    { name: 'seminar-reminders', pattern: '0 */10 10-19 * * *', run: () => seminars.sendReminders() },
    // The console's watch time per day: totals at the end of each Seoul day (docs/decisions/061).
    { name: 'watch-snapshot', pattern: '20 0 0 * * *', run: () => dashboard.snapshotYesterday() },
    // A member's silence 14 days after seeing a new version's notice is recorded as agreement.
    { name: 'legal-deemed-consent', pattern: '0 5 * * * *', run: () => legal.deemAgreed() },
    // Two-yearly notice of each marketing consent (정보통신망법), sent 10:30 KST.
    { name: 'marketing-notice', pattern: '0 30 10 * * *', run: () => legal.sendMarketingNotices() },
    // Dormancy notices and separation, once a day at 10:20 KST (the notice mail arrives in the morning).
    { name: 'dormancy', pattern: '0 20 10 * * *', run: () => dormancy.run() },
    // An upload whose job was never sent (its process stopped in between) is sent within a minute.
    { name: 'video-queue', pattern: '40 * * * * *', run: () => videos.dispatchStalled() },
    // Optional scheduled backup into BACKUP_DIR or object storage, the newest BACKUP_KEEP kept (docs/decisions/089).
    ...(config.BACKUP_CRON ? [{ name: 'backup', pattern: config.BACKUP_CRON, run: () => configuredBackup(config, database.url) }] : []),
    // The "popular" order from recent purchases and plays (issue 33), every hour at :15.
    { name: 'course-popularity', pattern: '0 15 * * * *', run: () => courses.refreshPopularity() },
    // Suspensions with an end date end by themselves (docs/decisions/087).
    { name: 'suspension-end', pattern: '10 * * * * *', run: () => db.transaction((tx) => liftEndedSuspensions(tx)) },
  ];
  const stopJobs = config.NODE_ENV === 'test' ? () => undefined : startJobs(database.pool, jobs, log);

  return {
    generalLimiter: redis ? new RedisLimiter(redis, log, 'school-rl:') : new MemoryLimiter(),
    tokens,
    providers,
    auth,
    certifications,
    my,
    notices,
    oauth,
    identity,
    identityVerifier,
    dormancy,
    guardian,
    guard: { verifyAccess: (t) => tokens.verifyAccess(t), sessionState: (sid) => sessionState(db, sid), blockedNotice: (id) => suspensionNotice(db, id) },
    menu,
    courses,
    teachers,
    search,
    stocks,
    favorites,
    play,
    segments,
    playerSettings: new PlayerSettingService(db),
    board,
    reviews,
    commerce,
    events,
    seminars,
    cs,
    business: new BusinessService(config),
    legal,
    seo: new SeoService(db, config.PUBLIC_URL),
    pageHeads: new PageHeads(db, config.PUBLIC_URL),
    onContentChange: (notify) => contentListeners.push(notify),
    announceSiteChange: () => {
      database.pool.query('SELECT pg_notify($1, $2)', [SITE_CHANGED, '']).catch((err: unknown) => log.warn({ err }, 'site change notice failed'));
    },
    admin: { members: new AdminMembersService(db, commerce), moderation: new ModerationService(db), audit: new AdminAuditService(db), dashboard, catalogue: new AdminCatalogueService(db, { list: async () => [...(await videos.readyKeys()), ...(await mediaStore.list())], duration: (k) => mediaStore.duration(k), titles: (k) => videos.titles(k) }, commerce.productAdmin),
      videos,
      subtitles,
      content: new AdminContentService(db, seminars), site: adminSite },
    outboxVisible: outboxServed(config) && (providers.sms.sandbox || providers.mail.sandbox),
    sandboxPages: oauth.sandboxInUse || identityVerifier.sandbox,
    close: async () => {
      stopJobs();
      await transcodeQueue.stop();
      await progressPool.end().catch(() => undefined);
      await listener.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}

/**
 * Redis holds only counters (rate limits), so while it is unreachable every command fails at once
 * (no offline queue: a request never waits for a reconnect) and the callers count in memory or let
 * the request through (issue 17). The outage is logged once, and its end once.
 */
function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'redis unreachable: limits counted in this process until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn('redis reachable again');
  });
  return redis;
}
