import { DomainEvents } from './lib/domain-events.ts';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { outboxServed, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ChangeListener } from './db/notifications.ts';
import { suspensionNotice } from './db/suspensions.ts';
import type { AuthGuardDeps } from './http/auth.ts';
import { MemoryLimiter, RedisLimiter, type Limiter } from './http/limiter.ts';
import type { AreaParts, AreaRoutes, Mount } from './http/mount.ts';
import { backupJobs } from './jobs/backup.ts';
import { runOnce, startJobs, type Job } from './jobs/scheduler.ts';
import { Sealer } from './lib/sealer.ts';
import { jwtKeys, SEAL, sealingKeys } from './lib/configured-keys.ts';
import { createProviders } from './providers/index.ts';
import { createMediaStorage } from './providers/media-storage/index.ts';
import { createAdminAudit } from './modules/admin-audit/admin-audit.module.ts';
import { createAdminCatalogue } from './modules/admin-catalogue/admin-catalogue.module.ts';
import { createStudio } from './modules/studio/studio.module.ts';
import { createSettlement } from './modules/settlement/settlement.module.ts';
import { createAnalytics } from './modules/analytics/analytics.module.ts';
import { createAdminContent } from './modules/admin-content/admin-content.module.ts';
import { createAdminDashboard } from './modules/admin-dashboard/admin-dashboard.module.ts';
import { createAdminMembers } from './modules/admin-members/admin-members.module.ts';
import { createAdminSite } from './modules/admin-site/admin-site.module.ts';
import { createVideos } from './modules/admin-videos/admin-videos.module.ts';
import { createAccounts, createSessions } from './modules/auth/auth.module.ts';
import { ensureEncryptionKey, ensureJwtSecret, sessionState } from './modules/auth/auth.queries.ts';
import { Passwords } from './modules/auth/passwords.ts';
import { Tokens } from './modules/auth/tokens.ts';
import { createBoard } from './modules/board/board.module.ts';
import { createBusiness } from './modules/business/business.module.ts';
import { createCommerceArea } from './modules/commerce/commerce.module.ts';
import { createCourses } from './modules/course/course.module.ts';
import { createCs } from './modules/cs/cs.module.ts';
import { createDev, sandboxOutbox } from './modules/dev/dev.module.ts';
import { createDormancy } from './modules/dormancy/dormancy.module.ts';
import { createEvents } from './modules/events/events.module.ts';
import { createGoals } from './modules/goals/goals.module.ts';
import { createGuardian } from './modules/guardian/guardian.module.ts';
import { createIdentity } from './modules/identity/identity.module.ts';
import { createLegal } from './modules/legal/legal.module.ts';
import { InProcessChatBus, RedisChatBus } from './modules/live/chat-bus.ts';
import { MemoryChatCounters, RedisChatCounters } from './modules/live/chat-counters.ts';
import { bundledFfmpeg } from './modules/admin-videos/transcode.ts';
import { createLive } from './modules/live/live.module.ts';
import { createMediaKeys } from './modules/media-keys/media-keys.module.ts';
import { createMenu } from './modules/menu/menu.module.ts';
import { createMy } from './modules/my/my.module.ts';
import { createNotes } from './modules/notes/notes.module.ts';
import { createNotices } from './modules/notices/notices.module.ts';
import { createAlimtalk } from './modules/alimtalk/alimtalk.module.ts';
import { alimtalkTalkChannel } from './modules/notices/talk.ts';
import { createDevices } from './modules/devices/devices.module.ts';
import { createPlay } from './modules/play/play.module.ts';
import { createQna } from './modules/qna/qna.module.ts';
import type { SegmentServer } from './modules/play/segments.ts';
import { createReviews } from './modules/review/review.module.ts';
import { createLearningCheck } from './modules/learning-check/learning-check.module.ts';
import { createSearch } from './modules/search/search.module.ts';
import { createSeo } from './modules/seo/seo.module.ts';
import type { PageHeads } from './modules/seo/page-heads.ts';
import { createStocks } from './modules/stocks/stocks.module.ts';
import { createSubscriptions } from './modules/subscription/subscription.module.ts';
import { createPractice } from './modules/practice/practice.module.ts';
import { createTeachers } from './modules/teacher/teacher.module.ts';

/** The channel of console edits that only the public pages show (decision 085). */
const SITE_CHANGED = 'site_changed';

export interface Services {
  /** The general per-address limit of the API (http/general-limit.ts): shared through Redis when there is one. */
  generalLimiter: Limiter;
  guard: AuthGuardDeps;
  pageHeads: PageHeads;
  /** The signed HLS segments held in memory, which the segment lane answers before the router (decision 082). */
  segments: SegmentServer;
  /** Every area's routes, in the order the areas were built; app.ts registers each list on its scope. */
  routes: Required<AreaRoutes>;
  /** Every area's scheduled jobs (started here outside tests; listed for tests and operators). */
  jobs: Job[];
  /** Called whenever PostgreSQL announces a catalogue or learning change (the rendered pages drop theirs). */
  onContentChange: (listener: () => void) => void;
  /** Tells every API process that the console changed what public pages show (they drop their prepared pages). */
  announceSiteChange: () => void;
  /** Ends the connections and timers opened here (Redis, the change listener, the progress pool). */
  close(): Promise<void>;
}

/**
 * The composition root: builds the shared pieces (keys, limits, providers, storage), then calls each area's
 * factory (`modules/<area>/<area>.module.ts`) in order, handing it what earlier areas built. An area returns
 * its services, its routes and its scheduled jobs; nothing is wired after construction (decision 091).
 */
export async function compose(deps: { config: Config; database: Database; log: FastifyBaseLogger }): Promise<Services> {
  const { config, database, log } = deps;
  const db = database.db;
  const databaseUrl = database.url;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, log) : null;

  // Keys, limits, providers: what several areas take.
  // Keys with ids, older ones kept for reading (docs/decisions/089).
  const jwtRing = jwtKeys(config, config.JWT_SECRET ?? (await ensureJwtSecret(db)));
  const secret = jwtRing.current.key;
  const tokens = new Tokens(jwtRing, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_SECONDS);
  const passwords = new Passwords(config.NODE_ENV === 'test');
  const limiter: Limiter = redis ? new RedisLimiter(redis, log) : new MemoryLimiter();
  const providers = createProviders(config, sandboxOutbox(db));
  const { mail, sms } = providers;
  // CI/DI and provider tokens: IDENTITY_ENCRYPTION_KEY, or a key generated once into app_meta.
  const master = sealingKeys(config, config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(db)));
  // Sandbox stand-ins sign their fake codes and tokens with a key of their own, derived from the JWT key.
  const sandboxKey = createHmac('sha256', secret).update('provider-sandbox').digest();
  const storage = createMediaStorage(config);
  const guard: AuthGuardDeps = {
    verifyAccess: (t) => tokens.verifyAccess(t),
    sessionState: (sid) => sessionState(db, sid),
    blockedNotice: (id) => suspensionNotice(db, id),
  };

  // Member accounts: legal consents and commerce come first, since sign-up and withdrawal record into them.
  const legal = createLegal({ db, mail, log });
  // Domain events (decision 113): services announce committed changes; areas subscribe in their factories.
  const domainEvents = new DomainEvents(log);
  // Commerce: withdrawal keeps payment records; its scheduled jobs run once across processes.
  const commerce = createCommerceArea({ config, db, log, mail, master, limiter, events: domainEvents });
  // 알림톡 with its SMS fallback (decision 124): alimtalk.alimtalk.send(memberId, templateCode, variables).
  const alimtalk = createAlimtalk({ db, alimtalk: providers.alimtalk, sms, log });
  // Subscriptions renewed by automatic card payment (docs/decisions/093); billing keys sealed like CI/DI; the renewal
  // notice goes by 알림톡 (decision 135).
  const subscriptions = createSubscriptions({ config, db, master, mail, sms, talk: alimtalk.alimtalk, log, events: domainEvents });
  const sessions = createSessions({ config, tokens });
  const dormancy = createDormancy({ db, master, mail, sms, log, events: domainEvents, startSession: (tx, memberId, os, ip) => sessions.start(tx, memberId, os, ip) });
  const accounts = createAccounts({
    config,
    db,
    log,
    tokens,
    passwords,
    limiter,
    sms,
    mail,
    sessions,
    dormancy: dormancy.dormancy,
    consents: legal.legal,
    sandboxKey,
    providerTokenSealer: new Sealer(master, SEAL.providerTokens),
  });
  const identity = createIdentity({ config, db, master, sandboxKey, log });
  const my = createMy({
    db,
    passwords,
    certifications: accounts.certifications,
    records: { ...accounts.records, ...identity.records },
    socialRevoke: (t) => accounts.oauth.revokeTokens(t),
    limiter,
    commerce: commerce.retention,
    consents: legal.legal,
  });
  const guardian = createGuardian({ db, certifications: accounts.certifications, master, my: my.my });

  // The catalogue caches built responses; one LISTEN connection drops them when PostgreSQL announces
  // a change (the menu shows categories only, so learning changes leave it alone).
  const canCache = () => listener.connected;
  const contentListeners: (() => void)[] = [];
  const menu = createMenu({ db, canCache });
  const courses = createCourses({ db, canCache, publicUrl: config.PUBLIC_URL });
  const teachers = createTeachers({ db, canCache });
  const search = createSearch({ db, canCache });
  const listener = new ChangeListener(
    databaseUrl,
    ['catalogue_changed', 'learning_changed', SITE_CHANGED],
    (channel) => {
      // A console edit in some process (a banner, an event, a notice): only the prepared pages show it.
      if (channel === SITE_CHANGED) {
        for (const notify of contentListeners) notify();
        return;
      }
      if (channel === 'catalogue_changed') menu.menu.invalidate();
      courses.courses.invalidate();
      teachers.teachers.invalidate();
      search.search.invalidate();
      for (const notify of contentListeners) notify();
    },
    log,
  );
  await listener.start();
  const stocks = createStocks({ db, config });

  // Playback and the videos behind it (docs/decisions/017, 066, 082, 083).
  const mediaKeys = await createMediaKeys({ db, master });
  const videos = createVideos({
    config,
    db,
    databaseUrl,
    storage,
    log,
    // A finished live broadcast becomes a video with the broadcast's key (decision 141).
    events: domainEvents,
    broadcasts: {
      ffmpeg: config.FFMPEG_PATH ?? bundledFfmpeg(),
      keys: { open: async (kid) => (await mediaKeys.keys.open(kid))?.key ?? null, adopt: (mediaKey, key) => mediaKeys.keys.adopt(mediaKey, key) },
    },
  });
  const play = await createPlay({ config, db, databaseUrl, storage, subtitles: videos.subtitles, keys: mediaKeys.keys, verifyAccess: guard.verifyAccess, log });
  // Push subscriptions, the push sender and offline licences of the installed app (decision 114).
  const devices = createDevices({ config, db, play: play.play, keys: mediaKeys.keys, log });
  const commentLimiter = redis ? new RedisLimiter(redis, log, 'school-comment:') : new MemoryLimiter();
  const board = createBoard({ db, play: play.play, limiter: commentLimiter, perMinute: config.COMMENT_LIMIT_PER_MINUTE });
  const reviews = createReviews({ db });
  // Notes at a moment, weekly goals and their summary mail (decision 097).
  const notes = createNotes({ db });
  const goals = createGoals({ config, db, mail, log });

  // Events, seminars, customer centre (docs/decisions/030–032); event benefits are commerce's coupons and points.
  const events = createEvents({ db, commerce, sms, mail, log });
  const cs = createCs({ db, limiter });
  // 모의투자: practice accounts, lectures ↔ stocks, contests whose prizes are commerce's points (decision 099).
  const practice = createPractice({ db, stocks: stocks.stocks, points: commerce.points, teaching: teachers.teachers });
  // The operator console (docs/decisions/060), one factory per console area.
  const adminSite = createAdminSite({ db, events: domainEvents });
  // The notification centre (decision 125): one dispatcher over mail, 알림톡 (SMS fallback, or SMS without a template) and push.
  const notices = createNotices({ db, pool: database.pool, mail, talk: alimtalkTalkChannel(alimtalk.alimtalk, sms), push: devices.push, publicUrl: config.PUBLIC_URL, log, events: domainEvents });
  // Lecture Q&A (decision 095): the access rule through playback, stock names for the advice guard, answer notices.
  const qna = createQna({
    db,
    play: play.play,
    listed: async () =>
      (await Promise.all((['kr', 'us'] as const).map((r) => stocks.stocks.listed(r)))).flat().map((c) => ({ code: c.code, names: [c.nameKo, c.nameEn] })),
    events: domainEvents,
  });
  // Live classes (decisions 119, 120): the schedule and the chat, whose rooms span API processes through Redis.
  const chatBus = redis ? new RedisChatBus(redis) : new InProcessChatBus();
  const live = createLive({
    db,
    bus: chatBus,
    // Slow mode and the flood limit hold across processes too (decision 134).
    counters: redis ? new RedisChatCounters(redis, log) : new MemoryChatCounters(),
    guard,
    ingestBase: config.LIVE_INGEST_URL,
    courseAccess: (memberId, courseSn) => play.play.courseAccess(memberId, courseSn).then(
      () => true,
      () => false,
    ),
    advice: qna.adviceGuard,
    // The recording → lecture (decision 134): the video's length from the media store, the lecture into the course's
    // studio proposal (the studio is built further down; the call happens only on a request).
    mediaDuration: (k) => play.mediaStore.duration(k),
    proposeLecture: (tx, p) => studio.studio.proposeLecture(tx, p),
    // Reminders go out through the notification centre (decision 129): the list and the channels chosen for 라이브 수업.
    notify: (n) => notices.dispatcher.dispatch(n),
    log,
    events: domainEvents,
    // The broadcast for viewers (decision 140): the ingest's folder (whichever process pushes, the files are local),
    // playback's stream seats (one stream a member, a lecture's or a class's) and the media keys for the class's key.
    broadcast: {
      dir: path.join(config.DATA_DIR, 'live'),
      streams: {
        open: (who, scope, mediaKey, ttl) => play.play.openStream(who, scope, mediaKey, ttl),
        grant: (scope, token, bearer, invalid) => play.play.streamGrant(scope, token, bearer, invalid),
        verify: (scope, token) => play.play.verifyLink(scope, token),
        watermark: (memberId) => play.play.watermarkOf(memberId),
      },
      keys: { open: (kid) => mediaKeys.keys.open(kid) },
    },
    // The RTMP ingest (decision 136): only where LIVE_INGEST_PORT is set; the broadcast key is sealed like a lecture's.
    ...(config.LIVE_INGEST_PORT > 0
      ? {
          ingest: {
            ffmpeg: config.FFMPEG_PATH ?? bundledFfmpeg(),
            dir: path.join(config.DATA_DIR, 'live'),
            keys: {
              issue: async (mediaKey: string) => {
                const [key] = await mediaKeys.keys.issue(mediaKey, 1);
                if (!key) throw new Error('no key issued');
                return key;
              },
              open: async (kid: string) => (await mediaKeys.keys.open(kid))?.key ?? null,
            },
          },
        }
      : {}),
  });
  // A port taken by something else stops the start: a teacher's OBS would otherwise push into nothing.
  if (live.ingest) log.info({ port: await live.ingest.listen(config.LIVE_INGEST_PORT) }, 'live ingest listening (RTMP)');
  const adminContent = createAdminContent({ db, seats: events.seminars });
  const adminMembers = createAdminMembers({ db, commerce });
  const adminAudit = createAdminAudit({ db });
  const adminDashboard = createAdminDashboard({ db });
  const adminCatalogue = createAdminCatalogue({
    db,
    media: {
      list: async (conn) => [...(await videos.videos.readyKeys(conn)), ...(await play.mediaStore.list())],
      duration: (k) => play.mediaStore.duration(k),
      titles: (k) => videos.videos.titles(k),
    },
    products: commerce.productAdmin,
  });
  const analytics = createAnalytics({ db });

  // The footer, robots.txt and sitemap, page heads; the sandbox's own pages.
  const business = createBusiness({ config });
  // Teacher settlement (decision 118): monthly statements from the ledger, payee details sealed like CI/DI.
  const settlement = createSettlement({ db, master, feeBp: config.SETTLEMENT_FEE_BP, school: business.business.info.company_name, log });
  const seo = createSeo({ db, publicUrl: config.PUBLIC_URL });
  // Quizzes and certificates (issue 29): the school's details on the certificate are the footer's.
  const learningCheck = createLearningCheck({ db, play: play.play, school: business.business.info, publicUrl: config.PUBLIC_URL, teaching: teachers.teachers, keeping: { storage, limiter } });
  // After the quizzes: a proposal's lecture quizzes are saved on publish (decision 142).
  const studio = createStudio({ db, catalogue: adminCatalogue.catalogue, events: domainEvents, videos: videos.videos, subtitles: videos.subtitles, quizzes: learningCheck.quizzes });
  const dev = createDev({
    db,
    outboxVisible: outboxServed(config) && (sms.sandbox || mail.sandbox),
    sandboxPages: accounts.oauth.sandboxInUse || identity.verifier.sandbox,
    oauthProvider: (cd) => accounts.oauth.providerOrUndefined(cd),
    verifier: identity.verifier,
    // `jobs` is declared below; asked only when a request arrives.
    runJob: async (name) => {
      const job = jobs.find((j) => j.name === name);
      return job ? runOnce(database.pool, job, log) : undefined;
    },
  });

  // The order routes are registered in (each list on its own scope, see app.ts).
  const areas: AreaParts[] = [
    menu,
    business,
    legal,
    courses,
    teachers,
    search,
    stocks,
    practice,
    play,
    board,
    reviews,
    learningCheck,
    notes,
    goals,
    events,
    cs,
    accounts,
    my,
    notices,
    alimtalk,
    devices,
    qna,
    live,
    commerce,
    subscriptions,
    adminMembers,
    adminAudit,
    adminDashboard,
    adminCatalogue,
    studio,
    settlement,
    analytics,
    videos,
    adminSite,
    adminContent,
    identity,
    dormancy,
    guardian,
    dev,
    seo,
  ];
  const routes = { api: [] as Mount[], console: [] as Mount[], root: [] as Mount[] };
  for (const area of areas) {
    routes.api.push(...(area.routes.api ?? []));
    routes.console.push(...(area.routes.console ?? []));
    routes.root.push(...(area.routes.root ?? []));
  }
  // Scheduled work runs once across processes (jobs/scheduler.ts), declared by the area that owns it.
  const jobs = [...areas.flatMap((area) => area.jobs), ...backupJobs(config, databaseUrl)];
  const stopJobs = config.NODE_ENV === 'test' ? () => undefined : startJobs(database.pool, jobs, log);

  return {
    generalLimiter: redis ? new RedisLimiter(redis, log, 'school-rl:') : new MemoryLimiter(),
    guard,
    pageHeads: seo.pageHeads,
    segments: play.segments,
    routes,
    jobs,
    onContentChange: (notify) => contentListeners.push(notify),
    announceSiteChange: () => {
      database.pool.query('SELECT pg_notify($1, $2)', [SITE_CHANGED, '']).catch((err: unknown) => log.warn({ err }, 'site change notice failed'));
    },
    close: async () => {
      stopJobs();
      await live.ingest?.close();
      await videos.close();
      await play.close();
      await listener.close();
      await chatBus.close();
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
