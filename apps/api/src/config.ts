import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isLoopbackAddress, isLoopbackHost } from './http/loopback.ts';
import { KEY_ID, parseKeyList, type RingKey } from './lib/key-ring.ts';

/** The sandboxes production may run, each only when named in SANDBOX_IN_PRODUCTION. */
export const SANDBOXES = {
  sms: 'SMS_PROVIDER',
  mail: 'MAIL_PROVIDER',
  payment: 'PAYMENT_PROVIDER',
  social: 'SOCIAL_LOGIN_PROVIDER',
  identity: 'IDENTITY_PROVIDER',
  alimtalk: 'ALIMTALK_PROVIDER',
} as const;
type Sandbox = keyof typeof SANDBOXES;

/** apps/api/media, where the committed samples live: one level above this file in the sources and in the build (dist/). */
export const DEFAULT_MEDIA_DIR = path.resolve(import.meta.dirname, '../media');

const longEnough = (v: string) => v.length >= 32;
const thirtyTwoBytes = (v: string) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32;

/** `X_ID`: the id new values made with the current key carry (decision 089); unset = no id, as before rotation. */
const keyId = () => z.string().regex(KEY_ID, { message: 'a key id is 1–16 of a-z and 0-9 (e.g. 2026a)' }).optional();

/** `X_PREVIOUS`: older keys, kept only to read what they made: `id:key,id:key` (`:key` = the key of values without an id). */
function previousKeys(valid: (key: string) => boolean, what: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx): RingKey<string>[] | undefined => {
      if (v === undefined) return undefined;
      const parsed = parseKeyList(v);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      const bad = parsed.keys.find((k) => !valid(k.key));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `key "${bad.id}:…" ${what}` });
        return z.NEVER;
      }
      return parsed.keys;
    });
}

function bool(fallback: 'true' | 'false') {
  return z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
}

/** The only reader of process.env. Every setting, its default and meaning is listed in docs/CONFIGURATION.md. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** On SIGTERM/SIGINT, how long requests in flight may finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes (decision 089). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Backups (decision 089): where `npm run backup` and the scheduled job write (unset = DATA_DIR/backups), how many to keep. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Cron pattern (Korean time) of the scheduled backup; unset = no scheduled backup. */
  BACKUP_CRON: z.string().min(9).max(64).optional(),
  /** Where backups are kept: `local` (BACKUP_DIR) or `s3` (under `backups/` of BACKUP_S3_BUCKET, else S3_BUCKET, with the S3_* connection). */
  BACKUP_STORAGE: z.enum(['local', 's3']).default('local'),
  BACKUP_S3_BUCKET: z.string().min(3).max(63).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(256 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Which hops may set X-Forwarded-For: `false`, a hop count (`1`), or proxy addresses and
   * networks (`10.0.0.0/8,127.0.0.1`). `true` (every hop) lets a client pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      if (v === 'false' || v === 'true') return v === 'true';
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = v.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.find((a) => !isIP(a.split('/')[0] ?? '') || (a.includes('/') && !/^\d{1,3}$/.test(a.split('/')[1] ?? '')));
      if (bad === undefined && list.length > 0) return list;
      ctx.addIssue({ code: 'custom', message: `not a hop count, address or network: ${bad ?? v}` });
      return z.NEVER;
    }),
  /**
   * Addresses and networks that may read GET /metrics (Prometheus); others get 404. Behind a proxy the
   * address is the client's as TRUST_PROXY resolves it.
   */
  /**
   * Addresses and networks that may read GET /metrics (Prometheus); others get 404. Behind a proxy the
   * address is the client's as TRUST_PROXY resolves it. Unset: loopback outside production, nobody in
   * production (issue 35: a proxy on the same host made every visitor loopback); `none` for nobody.
   */
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx): string[] | undefined => {
      if (v === undefined) return undefined;
      if (v.trim() === 'none') return [];
      const list = v.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.find((a) => !isIP(a.split('/')[0] ?? '') || (a.includes('/') && !/^\d{1,3}$/.test(a.split('/')[1] ?? '')));
      if (bad === undefined) return list;
      ctx.addIssue({ code: 'custom', message: `not an address or network: ${bad}` });
      return z.NEVER;
    }),
  /** HS256 key for access tokens; unset = a random one generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, { message: 'JWT_SECRET must be at least 32 characters' }).optional(),
  JWT_SECRET_ID: keyId(),
  JWT_SECRET_PREVIOUS: previousKeys(longEnough, 'must be at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(365 * 86_400).default(14 * 86_400),
  /** A console session (alogin) ends this long after it opened, refreshed or not (decision 081). */
  CONSOLE_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(4 * 3600),
  /** Base of links sent by mail (password reset); defaults to the listening address. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The RTMP server address a teacher pastes into OBS beside the stream key (decision 120); defaults to PUBLIC_URL's host, port 1935. */
  LIVE_INGEST_URL: z.url({ protocol: /^rtmps?$/ }).optional(),
  /**
   * The RTMP ingest of the embedded default (decision 136): the port its key-checking front listens on (1935 is
   * RTMP's); 0 = no ingest in this process. One process of a deployment takes it; playlists go to DATA_DIR/live.
   */
  LIVE_INGEST_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SMS_PROVIDER: z.enum(['sandbox', 'nhncloud']).default('sandbox'),
  NHN_SMS_APP_KEY: z.string().max(100).optional(),
  NHN_SMS_SECRET_KEY: z.string().max(200).optional(),
  SMS_SENDER_NO: z.string().regex(/^\d{8,12}$/, { message: 'digits only' }).optional(),
  MAIL_PROVIDER: z.enum(['sandbox', 'nhncloud']).default('sandbox'),
  NHN_MAIL_APP_KEY: z.string().max(100).optional(),
  NHN_MAIL_SECRET_KEY: z.string().max(200).optional(),
  MAIL_FROM: z.email().optional(),
  /** Replaced by SANDBOX_IN_PRODUCTION; still read only to say so. */
  ALLOW_SANDBOX_PROVIDERS: z.string().optional(),
  /** The sandboxes production may run, each named: `sms,mail,payment,social,identity,alimtalk` (issue 35). */
  SANDBOX_IN_PRODUCTION: z
    .string()
    .default('')
    .transform((v, ctx): Sandbox[] => {
      const list = v.split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.find((s) => !(s in SANDBOXES));
      if (bad === undefined) return list as Sandbox[];
      ctx.addIssue({ code: 'custom', message: `not a sandbox: ${bad} (sms, mail, payment, social, identity, alimtalk)` });
      return z.NEVER;
    }),
  /**
   * Outside production with a sandbox SMS or mail: serve what they "sent" at /api/dev/outbox to loopback
   * callers. While on, the server listens on a loopback HOST only.
   */
  SANDBOX_OUTBOX: bool('true'),
  /** A CDN in front that keeps the public pages, purged after a content change (decision 085); none by default. */
  CDN_PROVIDER: z.enum(['none', 'cloudflare']).default('none'),
  CLOUDFLARE_ZONE_ID: z.string().regex(/^[0-9a-f]{32}$/, { message: '32 hex digits' }).optional(),
  CLOUDFLARE_API_TOKEN: z.string().max(200).optional(),
  /** Sign-in attempts per account, and per client address, in 15 minutes. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** SMS certification numbers sent per client address per hour (429 / 2003 beyond). */
  CERT_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Social login (docs/decisions/015): `sandbox` plays naver/google/apple locally; `live` calls them. */
  SOCIAL_LOGIN_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  NAVER_CLIENT_ID: z.string().max(200).optional(),
  NAVER_CLIENT_SECRET: z.string().max(200).optional(),
  NAVER_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  NAVER_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://nid.naver.com/oauth2.0/token'),
  NAVER_PROFILE_URL: z.url({ protocol: /^https?$/ }).default('https://openapi.naver.com/v1/nid/me'),
  GOOGLE_CLIENT_ID: z.string().max(200).optional(),
  GOOGLE_CLIENT_SECRET: z.string().max(200).optional(),
  GOOGLE_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  GOOGLE_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().min(1).max(200).default('https://accounts.google.com'),
  GOOGLE_REVOKE_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/revoke'),
  APPLE_CLIENT_ID: z.string().max(200).optional(),
  APPLE_TEAM_ID: z.string().max(20).optional(),
  APPLE_KEY_ID: z.string().max(20).optional(),
  /** The .p8 key (PKCS#8 PEM); `\n` escapes are accepted so it fits one line. */
  APPLE_PRIVATE_KEY: z.string().max(4000).optional(),
  APPLE_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  APPLE_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().min(1).max(200).default('https://appleid.apple.com'),
  APPLE_REVOKE_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/revoke'),
  /** 카카오 로그인 (decision 124): the app's REST API key, its client secret when enabled, and the two hosts. */
  KAKAO_CLIENT_ID: z.string().max(200).optional(),
  KAKAO_CLIENT_SECRET: z.string().max(200).optional(),
  KAKAO_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  KAKAO_AUTH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://kapi.kakao.com'),
  /** 알림톡 (decision 124): NHN Cloud KakaoTalk Bizmessage, or the sandbox that records what would be sent. */
  ALIMTALK_PROVIDER: z.enum(['sandbox', 'nhncloud']).default('sandbox'),
  NHN_ALIMTALK_APP_KEY: z.string().max(100).optional(),
  NHN_ALIMTALK_SECRET_KEY: z.string().max(200).optional(),
  /** 발신 프로필 키 of the school's KakaoTalk channel. */
  NHN_ALIMTALK_SENDER_KEY: z.string().max(100).optional(),
  NHN_ALIMTALK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api-alimtalk.cloud.toast.com'),
  /** Identity verification (docs/decisions/016): `sandbox` plays the mobileOK window locally. */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'mobileok']).default('sandbox'),
  MOBILEOK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://scert.mobile-ok.com'),
  /** The vendor's key-manager module (mok_Key_Manager…js), its key file and password. */
  MOBILEOK_KEY_MANAGER_PATH: z.string().max(1000).optional(),
  MOBILEOK_KEY_FILE: z.string().max(1000).optional(),
  MOBILEOK_KEY_PASSWORD: z.string().max(200).optional(),
  MOBILEOK_USAGE_CODE: z.string().max(10).default('01005'),
  /** Video files (HLS) addressed by lectures' media_key; the committed samples live here. */
  MEDIA_DIR: z.string().min(1).default(DEFAULT_MEDIA_DIR),
  /** HMAC key of signed media links (≥ 32 characters); unset = generated once into app_meta. */
  MEDIA_SIGNING_KEY: z.string().min(32, { message: 'MEDIA_SIGNING_KEY must be at least 32 characters' }).optional(),
  MEDIA_SIGNING_KEY_ID: keyId(),
  MEDIA_SIGNING_KEY_PREVIOUS: previousKeys(longEnough, 'must be at least 32 characters'),
  MEDIA_LINK_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  /** Streams one member may play at once; starting one more takes over the oldest (docs/decisions/082). */
  MAX_STREAMS: z.coerce.number().int().min(1).max(20).default(1),
  /** Web push (decision 114): the VAPID pair; unset outside production = a local pair kept in DATA_DIR/vapid.json; unset in production = no push. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, { message: 'VAPID_PUBLIC_KEY must be the base64url public key' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, { message: 'VAPID_PRIVATE_KEY must be the base64url private key' }).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { message: 'VAPID_SUBJECT must be a mailto: or https: address' }).default('mailto:help@example.com'),
  /** Offline lectures (decision 114): how many one member may keep saved, and for how many days a licence lasts before renewal. */
  OFFLINE_MAX_LECTURES: z.coerce.number().int().min(1).max(100).default(10),
  OFFLINE_LICENCE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Videos uploaded in the console: received files and their HLS (docs/decisions/066); unset = DATA_DIR/videos. Shared by every API process. */
  VIDEO_DIR: z.string().min(1).optional(),
  /** Largest video the console accepts, in bytes (default 5 GiB). */
  VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 ** 3).default(5 * 1024 ** 3),
  /** The ffmpeg that turns uploads into HLS; unset = the static binary of @ffmpeg-installer/ffmpeg. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** Where uploads, renditions, posters and subtitles are kept (docs/decisions/083): VIDEO_DIR, or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).max(40).default('us-east-1'),
  /** NCP Object Storage, Cloudflare R2, MinIO…; unset = AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: bool('false'),
  S3_ACCESS_KEY_ID: z.string().max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(200).optional(),
  /** A folder of the bucket for this site's objects, ending in `/` (e.g. `school/`). */
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,60}\/$/, { message: 'S3_PREFIX must be a folder name ending in /' }).optional(),
  /**
   * Whether this API process starts one transcoding worker of its own (`npm run worker` runs more, anywhere):
   * `auto` = only on the embedded database, so a newcomer's `npm start` still transcodes.
   */
  TRANSCODE_WORKER: z.enum(['auto', 'on', 'off']).default('auto'),
  /** A worker that has not renewed its lease for this long is taken for dead and its job is run again. */
  TRANSCODE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Runs after the first failure of a transcode job, waiting TRANSCODE_RETRY_DELAY_SECONDS, doubled each time. */
  TRANSCODE_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  TRANSCODE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /**
   * ffmpeg threads per transcode; 0 = every core. The worker an API process starts itself (TRANSCODE_WORKER) uses
   * one core fewer than the machine has unless this is set (docs/decisions/083).
   */
  TRANSCODE_THREADS: z.coerce.number().int().min(0).max(256).default(0),
  /**
   * Whether ffmpeg is held stopped while the machine's other work leaves it fewer idle cores than its threads; the
   * worker an API process starts itself turns it on unless this is set (docs/decisions/100).
   */
  TRANSCODE_YIELD: bool('false'),
  /** New or edited lecture comments per member per minute. */
  COMMENT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(6),
  /**
   * The payment provider's fee on course payments, basis points of the paid amount (the ledger records what was paid,
   * not the fee): teachers bear it by their share (decision 118). Set it to the rate in the provider contract.
   */
  SETTLEMENT_FEE_BP: z.coerce.number().int().min(0).max(2_000).default(330),
  /** Payments (docs/decisions/021): `sandbox` is our own payment window; `toss` is Toss Payments. */
  /**
   * Market data (docs/decisions/098): `bundled` serves the generated sample series (the offline default);
   * `fsc` imports KRX end-of-day bars from the FSC 주식시세정보 open API into PostgreSQL, `tiingo` US bars.
   * With a real source the stock pages of that region read only the imported tables. The import also stores each day's
   * benchmark for the practice chart: KOSPI from 지수시세정보 (the FSC key must be approved for that service too; its
   * base URL is FSC_BASE_URL's sibling GetMarketIndexInfoService), SPY for the S&P 500 from Tiingo.
   */
  MARKET_DATA_KR: z.enum(['bundled', 'fsc']).default('bundled'),
  FSC_SERVICE_KEY: z.string().max(300).optional(),
  FSC_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apis.data.go.kr/1160100/service/GetStockSecuritiesInfoService'),
  MARKET_DATA_US: z.enum(['bundled', 'tiingo']).default('bundled'),
  TIINGO_API_TOKEN: z.string().max(200).optional(),
  TIINGO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.tiingo.com'),
  /** When the nightly import runs, Korean time (cron with seconds allowed). */
  MARKET_IMPORT_CRON: z.string().min(9).max(64).default('0 30 18 * * 1-6'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'toss']).default('sandbox'),
  TOSS_SECRET_KEY: z.string().max(200).optional(),
  TOSS_CLIENT_KEY: z.string().max(200).optional(),
  TOSS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.tosspayments.com'),
  /** A provider call that does not answer in this time has an unknown outcome and is reconciled later. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The business details the footer shows (전자상거래법 표시 의무; docs/decisions/065). Unset outside production
   * they read as marked samples; production refuses to start without them.
   */
  COMPANY_NAME: z.string().max(100).optional(),
  COMPANY_CEO: z.string().max(50).optional(),
  COMPANY_ADDRESS: z.string().max(200).optional(),
  BUSINESS_REG_NO: z.string().regex(/^\d{3}-\d{2}-\d{5}$/, { message: 'must look like 123-45-67890' }).optional(),
  MAIL_ORDER_NO: z.string().max(50).optional(),
  PARTNERSHIP_EMAIL: z.email().optional(),
  PARTNERSHIP_PHONE: z.string().max(20).optional(),
  PRIVACY_OFFICER: z.string().max(50).optional(),
  PRIVACY_OFFICER_EMAIL: z.email().optional(),
  VIDEO_CHANNEL_URL: z.url({ protocol: /^https$/ }).optional(),
  /** 32-byte AES-256-GCM key for CI/DI (base64 or 64 hex digits); unset = generated once into app_meta. */
  IDENTITY_ENCRYPTION_KEY: z.string().refine(thirtyTwoBytes, { message: 'must be 32 bytes (64 hex digits or base64)' }).optional(),
  IDENTITY_ENCRYPTION_KEY_ID: keyId(),
  IDENTITY_ENCRYPTION_KEY_PREVIOUS: previousKeys(thirtyTwoBytes, 'must be 32 bytes (64 hex digits or base64)'),
});

export const BUSINESS_VARS = [
  'COMPANY_NAME',
  'COMPANY_CEO',
  'COMPANY_ADDRESS',
  'BUSINESS_REG_NO',
  'MAIL_ORDER_NO',
  'PARTNERSHIP_EMAIL',
  'PARTNERSHIP_PHONE',
  'PRIVACY_OFFICER',
  'PRIVACY_OFFICER_EMAIL',
  'VIDEO_CHANNEL_URL',
] as const;

// Cross-field rules: a real provider needs its keys, and production must not silently fake messages.
const checked = schema.superRefine((c, ctx) => {
  const need = (cond: boolean, vars: (keyof typeof c)[], why: string) => {
    if (!cond) return;
    for (const v of vars) if (!c[v]) ctx.addIssue({ code: 'custom', path: [v], message: `required when ${why}` });
  };
  need(c.SMS_PROVIDER === 'nhncloud', ['NHN_SMS_APP_KEY', 'NHN_SMS_SECRET_KEY', 'SMS_SENDER_NO'], 'SMS_PROVIDER=nhncloud');
  need(c.ALIMTALK_PROVIDER === 'nhncloud', ['NHN_ALIMTALK_APP_KEY', 'NHN_ALIMTALK_SECRET_KEY', 'NHN_ALIMTALK_SENDER_KEY'], 'ALIMTALK_PROVIDER=nhncloud');
  need(c.MAIL_PROVIDER === 'nhncloud', ['NHN_MAIL_APP_KEY', 'NHN_MAIL_SECRET_KEY', 'MAIL_FROM'], 'MAIL_PROVIDER=nhncloud');
  need(c.CDN_PROVIDER === 'cloudflare', ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'], 'CDN_PROVIDER=cloudflare');
  need(c.PAYMENT_PROVIDER === 'toss', ['TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'], 'PAYMENT_PROVIDER=toss');
  need(c.MARKET_DATA_KR === 'fsc', ['FSC_SERVICE_KEY'], 'MARKET_DATA_KR=fsc');
  need(c.MARKET_DATA_US === 'tiingo', ['TIINGO_API_TOKEN'], 'MARKET_DATA_US=tiingo');
  need(c.MEDIA_STORAGE === 's3', ['S3_BUCKET'], 'MEDIA_STORAGE=s3');
  if (c.BACKUP_STORAGE === 's3' && !c.BACKUP_S3_BUCKET && !c.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['BACKUP_S3_BUCKET'], message: 'required when BACKUP_STORAGE=s3 (or S3_BUCKET, the media bucket, to keep backups under its backups/ folder)' });
  }
  need(c.IDENTITY_PROVIDER === 'mobileok', ['MOBILEOK_KEY_MANAGER_PATH', 'MOBILEOK_KEY_FILE', 'MOBILEOK_KEY_PASSWORD'], 'IDENTITY_PROVIDER=mobileok');
  // A live provider is either fully configured or not offered; half a configuration is a mistake.
  if (c.SOCIAL_LOGIN_PROVIDER === 'live') {
    need(!!c.NAVER_CLIENT_ID, ['NAVER_CLIENT_SECRET'], 'NAVER_CLIENT_ID is set');
    need(!!c.GOOGLE_CLIENT_ID, ['GOOGLE_CLIENT_SECRET'], 'GOOGLE_CLIENT_ID is set');
    need(!!c.APPLE_CLIENT_ID, ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'], 'APPLE_CLIENT_ID is set');
  }
  // CI/DI encrypted with a key stored beside them protects little: production names its own key.
  // Keys stored beside the data they protect protect little: production names its own.
  need(!!c.VAPID_PUBLIC_KEY || !!c.VAPID_PRIVATE_KEY, ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], 'a VAPID key is set');
  need(c.NODE_ENV === 'production', ['JWT_SECRET', 'MEDIA_SIGNING_KEY', 'IDENTITY_ENCRYPTION_KEY'], 'NODE_ENV=production');
  for (const name of ['JWT_SECRET', 'MEDIA_SIGNING_KEY', 'IDENTITY_ENCRYPTION_KEY'] as const) keyRingRules(c, name, ctx);
  // The law requires the real business details on the site: no sample may ever be shown in production.
  need(c.NODE_ENV === 'production', [...BUSINESS_VARS], 'NODE_ENV=production (business details shown in the footer)');
  if (c.NODE_ENV === 'production' && c.TRUST_PROXY === true) {
    ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'true trusts every hop in production: give the hop count (1) or the proxy addresses' });
  }
  if (c.ALLOW_SANDBOX_PROVIDERS !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['ALLOW_SANDBOX_PROVIDERS'], message: 'replaced by SANDBOX_IN_PRODUCTION: name each sandbox production may run (sms,mail,payment,social,identity,alimtalk)' });
  }
  if (c.NODE_ENV === 'production') {
    for (const [name, v] of Object.entries(SANDBOXES) as [Sandbox, (typeof SANDBOXES)[Sandbox]][]) {
      if (c[v] === 'sandbox' && !c.SANDBOX_IN_PRODUCTION.includes(name)) {
        ctx.addIssue({ code: 'custom', path: [v], message: `sandbox provider refused in production (choose a real one, or name it: SANDBOX_IN_PRODUCTION=${name})` });
      }
    }
  }
  // Every SMS and mail, reset links included, must not be one request away from the network (issue 35).
  if (outboxServed(c) && !isLoopbackHost(c.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['HOST'],
      message: 'the sandbox outbox (every SMS and mail sent, password-reset links included) is on: listen on 127.0.0.1, or set SANDBOX_OUTBOX=false',
    });
  }
  // Behind a proxy on this host without TRUST_PROXY, every visitor arrives from loopback.
  if (c.NODE_ENV === 'production' && c.TRUST_PROXY === false && c.METRICS_ALLOW?.some((a) => isLoopbackAddress(a.split('/')[0]))) {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_ALLOW'],
      message: 'a loopback address with TRUST_PROXY unset opens /metrics to everyone behind a proxy on this host: set TRUST_PROXY (the proxy, e.g. 127.0.0.1) or name the monitoring addresses',
    });
  }
});

type Parsed = z.infer<typeof schema>;

/** A rotation (decision 089) names its keys: the current one set, no id twice, one key at most for values without an id. */
function keyRingRules(c: Parsed, name: 'JWT_SECRET' | 'MEDIA_SIGNING_KEY' | 'IDENTITY_ENCRYPTION_KEY', ctx: z.RefinementCtx): void {
  const id = c[`${name}_ID`];
  const previous = c[`${name}_PREVIOUS`];
  if (!c[name] && (id !== undefined || previous !== undefined)) {
    ctx.addIssue({ code: 'custom', path: [name], message: `required when ${name}_ID or ${name}_PREVIOUS is set (a key generated into the database cannot be rotated)` });
    return;
  }
  const ids = [id ?? '', ...(previous ?? []).map((k) => k.id)];
  const twice = ids.find((k, i) => ids.indexOf(k) !== i);
  if (twice === '') {
    ctx.addIssue({ code: 'custom', path: [`${name}_PREVIOUS`], message: `only one key may read values made without an id${id === undefined ? `: give the current key an id (${name}_ID) before listing the old one as ":key"` : ''}` });
  } else if (twice !== undefined) {
    ctx.addIssue({ code: 'custom', path: [`${name}_PREVIOUS`], message: `key id "${twice}" is listed twice (ids are never reused)` });
  }
}

/** Whether /api/dev/outbox is served (to loopback callers only; dev.routes.ts). */
export function outboxServed(c: Pick<z.infer<typeof schema>, 'NODE_ENV' | 'SANDBOX_OUTBOX' | 'SMS_PROVIDER' | 'MAIL_PROVIDER'>): boolean {
  return c.NODE_ENV !== 'production' && c.SANDBOX_OUTBOX && (c.SMS_PROVIDER === 'sandbox' || c.MAIL_PROVIDER === 'sandbox');
}

export type Config = Omit<z.infer<typeof schema>, 'METRICS_ALLOW'> & { PUBLIC_URL: string; LIVE_INGEST_URL: string; VIDEO_DIR: string; BACKUP_DIR: string; SHUTDOWN_DRAIN_MS: number; METRICS_ALLOW: string[] };

export class ConfigError extends Error {}

/**
 * The log level for start-up, read before the whole configuration is checked, so that a bad
 * setting can itself be logged; an unknown value falls back to info here and fails loadConfig.
 */
export function startupLogLevel(env: NodeJS.ProcessEnv = process.env): Config['LOG_LEVEL'] {
  const parsed = schema.shape.LOG_LEVEL.safeParse(env.LOG_LEVEL || undefined);
  return parsed.success ? parsed.data : 'info';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  // An IPv6 address is bracketed in a URL (http://[::1]:3000).
  const publicUrl = (c.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${c.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(c.DATA_DIR);
  const metricsAllow = c.METRICS_ALLOW ?? (c.NODE_ENV === 'production' ? [] : ['127.0.0.1', '::1']);
  return {
    ...c,
    DATA_DIR: dataDir,
    VIDEO_DIR: path.resolve(c.VIDEO_DIR ?? path.join(dataDir, 'videos')),
    BACKUP_DIR: path.resolve(c.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    // Behind a proxy the process must leave its pool before it stops: three of haproxy's 1-second checks.
    SHUTDOWN_DRAIN_MS: c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 3500 : 0),
    PUBLIC_URL: publicUrl,
    LIVE_INGEST_URL: c.LIVE_INGEST_URL ?? `rtmp://${new URL(publicUrl).hostname}:1935`,
    METRICS_ALLOW: metricsAllow,
  };
}

// An empty variable (FOO=) means "not set", as it does in most shells' .env conventions.
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => !!e[1]));
}
