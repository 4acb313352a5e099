import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Conn, Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limiter.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { createOAuthProviders } from '../../providers/oauth/index.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { endMemberSessions, setPasswordHash } from './auth.queries.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService, type DormantAccounts } from './auth.service.ts';
import { CertificationService } from './certification.service.ts';
import { deleteIdentitiesOf } from './oauth.queries.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { OAuthService, type StoredToken } from './oauth.service.ts';
import type { Passwords } from './passwords.ts';
import { Sessions } from './sessions.ts';
import type { Tokens } from './tokens.ts';

const LOGIN_WINDOW_MS = 15 * 60_000;

/** Opens member sessions; built first, so the dormant-account restore can take it at construction. */
export function createSessions(d: { config: Config; tokens: Tokens }): Sessions {
  return new Sessions(d.tokens, d.config.CONSOLE_SESSION_TTL_SECONDS);
}

/** What my-page changes of an account inside its own transactions (modules/my MemberRecords). */
export interface AccountRecords {
  setPasswordHash(tx: Conn, memberId: number, passwordHash: string): Promise<void>;
  endMemberSessions(tx: Conn, memberId: number, reason: string, exceptSessionId?: string): Promise<void>;
  deleteIdentitiesOf(tx: Conn, memberId: number): Promise<StoredToken[]>;
}

/** Member accounts: sign-up, sign-in, refresh, certification codes, social sign-in (decisions 010, 011, 015). */
export function createAccounts(d: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  tokens: Tokens;
  passwords: Passwords;
  limiter: Limiter;
  sms: SmsSender;
  mail: MailSender;
  sessions: Sessions;
  dormancy: DormantAccounts;
  consents: ConstructorParameters<typeof AuthService>[0]['consents'];
  /** Sandbox stand-ins sign their fake codes and tokens with a key of their own. */
  sandboxKey: Buffer;
  /** Seals provider tokens at rest. */
  providerTokenSealer: Sealer;
}): AreaParts & { auth: AuthService; certifications: CertificationService; oauth: OAuthService; records: AccountRecords } {
  const { config, db } = d;
  const certifications = new CertificationService(db, d.tokens, d.sms, d.limiter, config.CERT_LIMIT_PER_IP);
  const auth = new AuthService({
    consents: d.consents,
    db,
    tokens: d.tokens,
    passwords: d.passwords,
    limiter: d.limiter,
    certifications,
    mail: d.mail,
    publicUrl: config.PUBLIC_URL,
    loginLimits: {
      perAccount: { limit: config.LOGIN_LIMIT_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS },
      perIp: { limit: config.LOGIN_LIMIT_PER_IP, windowMs: LOGIN_WINDOW_MS },
    },
    sessions: d.sessions,
    dormancy: d.dormancy,
  });
  const oauth = new OAuthService({ db, providers: createOAuthProviders(config, d.sandboxKey), auth, sealer: d.providerTokenSealer, log: d.log });
  return {
    auth,
    certifications,
    oauth,
    records: { setPasswordHash, endMemberSessions, deleteIdentitiesOf },
    routes: {
      api: [mount(authRoutes, { auth, certifications }), mount(oauthRoutes, { oauth, secureCookies: config.NODE_ENV === 'production' })],
    },
    jobs: [],
  };
}
