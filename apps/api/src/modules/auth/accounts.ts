import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthGuardDeps } from '../../http/auth.ts';
import { MemoryLimiter, RedisLimiter, type Limiter } from '../../http/limiter.ts';
import { createIdentityVerifier } from '../../providers/identity/index.ts';
import type { IdentityVerifier } from '../../providers/identity/identity.ts';
import { createProviders, type Providers } from '../../providers/index.ts';
import { createOAuthProviders } from '../../providers/oauth/index.ts';
import { IdentityService } from '../identity/identity.service.ts';
import { insertOutbox } from '../dev/dev.queries.ts';
import { MyService } from '../my/my.service.ts';
import { ensureEncryptionKey, ensureJwtSecret, sessionState } from './auth.queries.ts';
import { AuthService } from './auth.service.ts';
import { CertificationService } from './certification.service.ts';
import { OAuthService } from './oauth.service.ts';
import { Passwords } from './passwords.ts';
import { keyedHash, parseKey, Sealer } from './sealer.ts';
import { Tokens } from './tokens.ts';

const LOGIN_WINDOW_MS = 15 * 60_000;

export interface Accounts {
  tokens: Tokens;
  passwords: Passwords;
  limiter: Limiter;
  providers: Providers;
  auth: AuthService;
  certifications: CertificationService;
  my: MyService;
  oauth: OAuthService;
  identity: IdentityService;
  identityVerifier: IdentityVerifier;
  guard: AuthGuardDeps;
  /** The sandbox outbox may be read over HTTP: sandbox providers in use, and never in production. */
  outboxVisible: boolean;
  /** The stand-in provider pages (social sign-in, identity window) are served: a sandbox is in use. */
  sandboxPages: boolean;
}

/** Builds the member-account services once per app: tokens, passwords, limits, providers. */
export async function createAccounts(deps: { config: Config; db: Db; redis: Redis | null; log: FastifyBaseLogger }): Promise<Accounts> {
  const { config, db, redis, log } = deps;
  const secret = config.JWT_SECRET ?? (await ensureJwtSecret(db));
  const tokens = new Tokens(secret, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_SECONDS);
  const passwords = new Passwords(config.NODE_ENV === 'test');
  const limiter: Limiter = redis ? new RedisLimiter(redis, log) : new MemoryLimiter();
  const providers = createProviders(config, (m) => insertOutbox(db, m));
  const certifications = new CertificationService(db, tokens, providers.sms, limiter);
  const auth = new AuthService({
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
  });
  // CI/DI and provider tokens: IDENTITY_ENCRYPTION_KEY, or a key generated once into app_meta.
  const master = parseKey(config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(db)));
  // Sandbox stand-ins sign their fake codes and tokens with a key of their own, derived from the JWT key.
  const sandboxKey = createHmac('sha256', secret).update('provider-sandbox').digest();
  const oauth = new OAuthService({
    db,
    providers: createOAuthProviders(config, sandboxKey),
    auth,
    sealer: new Sealer(master, 'provider-tokens'),
    log,
  });
  const identityVerifier = createIdentityVerifier(config, new Sealer(sandboxKey, 'identity-sandbox'));
  const identity = new IdentityService({
    db,
    verifier: identityVerifier,
    sealer: new Sealer(master, 'ci-di'),
    diIndex: (di) => keyedHash(master, 'di', di),
    publicUrl: config.PUBLIC_URL,
    log,
  });
  return {
    tokens,
    passwords,
    limiter,
    providers,
    auth,
    certifications,
    my: new MyService(db, passwords, certifications, (t) => oauth.revokeTokens(t), limiter),
    oauth,
    identity,
    identityVerifier,
    guard: { verifyAccess: (t) => tokens.verifyAccess(t), sessionState: (sid) => sessionState(db, sid) },
    outboxVisible: config.NODE_ENV !== 'production' && (providers.sms.sandbox || providers.mail.sandbox),
    sandboxPages: oauth.sandboxInUse || identityVerifier.sandbox,
  };
}
