import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthGuardDeps } from '../../http/auth.ts';
import { MemoryLimiter, RedisLimiter, type Limiter } from '../../http/limiter.ts';
import { createProviders, type Providers } from '../../providers/index.ts';
import { insertOutbox } from '../dev/dev.queries.ts';
import { MyService } from '../my/my.service.ts';
import { ensureJwtSecret, sessionState } from './auth.queries.ts';
import { AuthService } from './auth.service.ts';
import { CertificationService } from './certification.service.ts';
import { Passwords } from './passwords.ts';
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
  guard: AuthGuardDeps;
  /** The sandbox outbox may be read over HTTP: sandbox providers in use, and never in production. */
  outboxVisible: boolean;
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
  return {
    tokens,
    passwords,
    limiter,
    providers,
    auth,
    certifications,
    my: new MyService(db, passwords, certifications),
    guard: { verifyAccess: (t) => tokens.verifyAccess(t), sessionState: (sid) => sessionState(db, sid) },
    outboxVisible: config.NODE_ENV !== 'production' && (providers.sms.sandbox || providers.mail.sandbox),
  };
}
