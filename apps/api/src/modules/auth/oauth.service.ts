import { randomBytes } from 'node:crypto';
import {
  codes,
  type LinkedProvider,
  type OAuthStartResponse,
  type OSignupResponse,
  type SocialProvider,
  type TokenPair,
} from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pkcePair, type OAuthProvider, type ProviderToken, type SocialProviderCd } from '../../providers/oauth/oauth.ts';
import { findMemberByEmail, lockMember } from './auth.queries.ts';
import type { AuthService } from './auth.service.ts';
import {
  consumeOAuthState,
  consumeTicket,
  deleteIdentity,
  findIdentity,
  hasPassword,
  identitiesOf,
  insertIdentity,
  insertOAuthState,
  insertTicket,
  peekTicket,
  setTicketSignupEmail,
  updateIdentityToken,
} from './oauth.queries.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { safeReturnUrl } from '../../http/return-url.ts';
import {
  failureCode,
  fragment,
  LABEL,
  linkConflict,
  OAUTH_CLIENT_ID_SECONDS,
  OAUTH_LINK_SECONDS,
  OAUTH_SIGNUP_SECONDS,
  OAUTH_STATE_SECONDS,
  type CallbackInput,
  type SocialSignupInput,
  type StoredToken,
} from './oauth.shared.ts';
import { sha256 } from './tokens.ts';

export { OAUTH_CLIENT_ID_SECONDS, OAUTH_LINK_SECONDS, OAUTH_SIGNUP_SECONDS, OAUTH_STATE_SECONDS };
export type { CallbackInput, SocialSignupInput, StoredToken };

/**
 * Social login: start (state, nonce, PKCE) → provider → callback (state checked and
 * used up, code exchanged, identity verified) → one-time client_id → ologin, which
 * signs in a linked member or hands out a sign-up or link token.
 */
export class OAuthService {
  constructor(
    private readonly d: {
      db: Db;
      providers: Map<SocialProviderCd, OAuthProvider>;
      auth: AuthService;
      /** Seals provider tokens at rest. */
      sealer: Sealer;
      log: FastifyBaseLogger;
    },
  ) {}

  get sandboxInUse(): boolean {
    return [...this.d.providers.values()].some((p) => p.sandbox);
  }

  available(): { provider_cd: SocialProvider; sandbox: boolean }[] {
    return [...this.d.providers.values()].map((p) => ({ provider_cd: p.provider, sandbox: p.sandbox }));
  }

  providerOrUndefined(cd: SocialProviderCd): OAuthProvider | undefined {
    return this.d.providers.get(cd);
  }

  provider(cd: SocialProviderCd): OAuthProvider {
    const p = this.d.providers.get(cd);
    if (!p) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
    return p;
  }

  /** `bind` is the browser's binding cookie: the client_id later works only in that browser. */
  async start(cd: SocialProviderCd, returnUrl: string | undefined, bind: string): Promise<OAuthStartResponse> {
    const provider = this.provider(cd);
    const state = randomBytes(32).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    const pkce = provider.pkce ? pkcePair() : null;
    await insertOAuthState(this.d.db, {
      stateHash: sha256(state),
      providerCd: cd,
      nonce,
      codeVerifier: pkce?.verifier ?? null,
      bindHash: sha256(bind),
      returnUrl: safeReturnUrl(returnUrl),
      ttlSeconds: OAUTH_STATE_SECONDS,
    });
    return { provider_cd: cd, url: provider.authorizationUrl({ state, nonce, codeChallenge: pkce?.challenge ?? null }), expires_in: OAUTH_STATE_SECONDS };
  }

  /**
   * The provider's redirect (or Apple's form POST). Always answers with where to send
   * the browser: the SPA page with a client_id, or with a code and Korean message.
   */
  async callback(cd: SocialProviderCd, input: CallbackInput): Promise<string> {
    let returnUrl = '/';
    try {
      const provider = this.provider(cd);
      if (!input.state) throw new AppError('SOCIAL_STATE_INVALID');
      // The state is used up before anything else, so a replayed callback fails even if the code would not.
      const state = await consumeOAuthState(this.d.db, sha256(input.state), cd);
      if (!state) throw new AppError('SOCIAL_STATE_INVALID');
      returnUrl = state.returnUrl;
      if (input.error) throw new AppError('SOCIAL_CANCELLED');
      if (!input.code) throw new AppError('SOCIAL_TOKEN_INVALID');
      const profile = await provider.exchange({ code: input.code, state: input.state, codeVerifier: state.codeVerifier, nonce: state.nonce, user: input.user });
      const clientId = randomBytes(32).toString('base64url');
      await insertTicket(this.d.db, {
        tokenHash: sha256(clientId),
        kind: 'login',
        providerCd: cd,
        subject: profile.subject,
        email: profile.email && profile.email.length <= 254 ? profile.email : null,
        emailVerified: profile.emailVerified,
        userName: profile.name?.slice(0, 30) ?? null,
        tokenEnc: profile.token ? this.d.sealer.seal(profile.token.value) : null,
        tokenType: profile.token?.type ?? null,
        bindHash: state.bindHash,
        ttlSeconds: OAUTH_CLIENT_ID_SECONDS,
      });
      return fragment({ client_id: clientId, provider_cd: cd, returnUrl });
    } catch (err) {
      const name = failureCode(cd, err, this.d.log);
      return fragment({ code: codes[name].code, message: codes[name].message, provider_cd: cd, returnUrl });
    }
  }

  /** Signs in the member linked to the social account; otherwise says which step comes next. */
  async ologin(input: { client_id: string; provider_cd: SocialProvider; os: string }, bind: string | undefined, ip: string): Promise<TokenPair> {
    const { db } = this.d;
    this.provider(input.provider_cd);
    if (!bind) throw new AppError('SOCIAL_CLIENT_ID_INVALID');
    const ticket = await consumeTicket(db, sha256(input.client_id), 'login', input.provider_cd, sha256(bind));
    if (!ticket) throw new AppError('SOCIAL_CLIENT_ID_INVALID');

    const identity = await findIdentity(db, input.provider_cd, ticket.subject);
    if (identity) {
      // The provider vouched for the person, as a password would: a sleeping account goes to its SMS wake-up.
      const wake = identity.status === 'dormant' ? await this.d.auth.wakeChallenge(identity.memberId) : null;
      if (wake) throw wake;
      if (identity.status !== 'active') throw new AppError('ACCOUNT_BLOCKED');
      if (ticket.tokenEnc && ticket.tokenType) await updateIdentityToken(db, identity.id, ticket.tokenEnc, ticket.tokenType);
      return db.transaction((tx) => this.d.auth.startSession(tx, identity.memberId, input.os, ip));
    }

    const next = randomBytes(32).toString('base64url');
    const carry = {
      tokenHash: sha256(next),
      providerCd: input.provider_cd,
      subject: ticket.subject,
      email: ticket.email,
      emailVerified: ticket.emailVerified,
      userName: ticket.userName,
      tokenEnc: ticket.tokenEnc,
      tokenType: ticket.tokenType,
      bindHash: ticket.bindHash,
    };
    // A provider-vouched e-mail that already has an account: linking needs that account's password.
    const existing = ticket.email && ticket.emailVerified ? await findMemberByEmail(db, ticket.email) : undefined;
    if (existing) {
      await insertTicket(db, { ...carry, kind: 'link', ttlSeconds: OAUTH_LINK_SECONDS });
      throw new AppError('SOCIAL_EMAIL_TAKEN', {
        data: { link_token: next, provider_cd: input.provider_cd, email: ticket.email, expires_in: OAUTH_LINK_SECONDS },
      });
    }
    await insertTicket(db, { ...carry, kind: 'signup', ttlSeconds: OAUTH_SIGNUP_SECONDS });
    throw new AppError('SOCIAL_SIGNUP_REQUIRED', {
      data: {
        signup_token: next,
        provider_cd: input.provider_cd,
        email: ticket.emailVerified ? (ticket.email ?? '') : '',
        email_verified: ticket.emailVerified && !!ticket.email,
        user_name: ticket.userName ?? '',
        expires_in: OAUTH_SIGNUP_SECONDS,
      },
    });
  }

  /** Links the social account to the password account of the same e-mail, then signs in. */
  async olink(input: { link_token: string; provider_cd: SocialProvider; user_password: string; os: string }, ip: string): Promise<TokenPair> {
    const { db, auth } = this.d;
    const hash = sha256(input.link_token);
    const ticket = await peekTicket(db, hash, 'link', input.provider_cd);
    if (!ticket?.email) throw new AppError('SOCIAL_CLIENT_ID_INVALID');
    // A wrong password leaves the token usable (the sign-in limits still count every try).
    const memberId = await auth.checkPassword(ticket.email, input.user_password, ip);
    try {
      return await db.transaction(async (tx) => {
        if (!(await consumeTicket(tx, hash, 'link', input.provider_cd))) throw new AppError('SOCIAL_CLIENT_ID_INVALID');
        await attachIdentity(tx, memberId, input.provider_cd, ticket);
        return auth.startSession(tx, memberId, input.os, ip);
      });
    } catch (err) {
      throw linkConflict(err, input.provider_cd);
    }
  }

  /**
   * Linking from /my: the member signed in at the provider from their own page, and the callback's client_id
   * (bound to this browser) names the social account. One of each provider per member; one member per account.
   */
  async linkMine(memberId: number, input: { client_id: string; provider_cd: SocialProvider }, bind: string | undefined): Promise<LinkedProvider[]> {
    const { db } = this.d;
    this.provider(input.provider_cd);
    if (!bind) throw new AppError('SOCIAL_CLIENT_ID_INVALID');
    try {
      await db.transaction(async (tx) => {
        const ticket = await consumeTicket(tx, sha256(input.client_id), 'login', input.provider_cd, sha256(bind));
        if (!ticket) throw new AppError('SOCIAL_CLIENT_ID_INVALID');
        await attachIdentity(tx, memberId, input.provider_cd, ticket);
      });
    } catch (err) {
      throw linkConflict(err, input.provider_cd);
    }
    return this.linked(memberId);
  }

  /** Confirms the e-mail of the new account: the provider's, or one typed when it gave none. */
  async osignup(input: { signup_token: string; provider_cd: SocialProvider; email: string }): Promise<OSignupResponse> {
    const { db } = this.d;
    const hash = sha256(input.signup_token);
    const ticket = await peekTicket(db, hash, 'signup', input.provider_cd);
    if (!ticket) throw new AppError('SOCIAL_SIGNUP_EXPIRED');
    const vouched = ticket.emailVerified ? ticket.email : null;
    if (vouched && vouched !== input.email) {
      throw new AppError('INPUT_INVALID', {
        message: `${LABEL[input.provider_cd]} 계정의 이메일(${vouched})로만 가입할 수 있습니다.`,
        data: { fields: [{ field: 'body.email', message: '소셜 계정의 이메일과 다릅니다.' }] },
      });
    }
    if (await this.d.auth.emailTaken(input.email)) throw new AppError('EMAIL_TAKEN');
    if (!(await setTicketSignupEmail(db, hash, input.provider_cd, input.email))) throw new AppError('SOCIAL_SIGNUP_EXPIRED');
    return { provider_cd: input.provider_cd, email: input.email, user_name: ticket.userName ?? '', expires_in: ticket.expiresIn };
  }

  /** Creates the account (same rules as e-mail sign-up, no password) and links it, in one transaction. */
  async osignupComplete(input: SocialSignupInput, ip: string): Promise<TokenPair> {
    const { db, auth } = this.d;
    const hash = sha256(input.signup_token);
    const ticket = await peekTicket(db, hash, 'signup', input.provider_cd);
    if (!ticket) throw new AppError('SOCIAL_SIGNUP_EXPIRED');
    if (!ticket.signupEmail) throw new AppError('SOCIAL_SIGNUP_EXPIRED', { message: '이메일 확인 단계(osignup)를 먼저 진행해 주세요.' });
    if (input.email && input.email !== ticket.signupEmail) {
      throw new AppError('INPUT_INVALID', {
        message: `이메일은 앞 단계에서 확인한 ${ticket.signupEmail}이어야 합니다.`,
        data: { fields: [{ field: 'body.email', message: '앞 단계에서 확인한 이메일과 다릅니다.' }] },
      });
    }
    const email = ticket.signupEmail;
    const { signup_token: _token, provider_cd: cd, ...form } = input;
    return auth.register({ ...form, email }, ip, {
      password: null,
      inTx: async (tx, memberId) => {
        if (!(await consumeTicket(tx, hash, 'signup', cd))) throw new AppError('SOCIAL_SIGNUP_EXPIRED');
        await insertIdentity(tx, { memberId, providerCd: cd, subject: ticket.subject, email, tokenEnc: ticket.tokenEnc, tokenType: ticket.tokenType });
      },
    });
  }

  /**
   * `POST /api/auth/revoke {code}`: unlinks the provider named by `code` and revokes our
   * grant there. The only way into an account (no password, no other link) stays.
   */
  async unlink(memberId: number, cd: SocialProvider): Promise<void> {
    const removed = await this.d.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const links = await identitiesOf(tx, memberId);
      if (!links.some((l) => l.providerCd === cd)) throw new AppError('SOCIAL_NOT_LINKED');
      if (links.length === 1 && !(await hasPassword(tx, memberId))) throw new AppError('SOCIAL_UNLINK_BLOCKED');
      return deleteIdentity(tx, memberId, cd);
    });
    if (removed) await this.revokeTokens([removed]);
  }

  async linked(memberId: number): Promise<LinkedProvider[]> {
    const rows = await identitiesOf(this.d.db, memberId);
    return rows.map((r) => ({ provider_cd: r.providerCd as SocialProvider, email: r.email ?? '', linked_at: r.linkedAt.toISOString() }));
  }

  /**
   * Tells each provider to forget our grant (Apple requires it when an account is deleted).
   * Best effort: the link is already gone here, so a provider outage is logged, not shown.
   */
  async revokeTokens(tokens: StoredToken[]): Promise<void> {
    for (const t of tokens) {
      const provider = this.d.providers.get(t.providerCd as SocialProviderCd);
      const value = t.tokenEnc ? this.d.sealer.open(t.tokenEnc) : null;
      if (!provider || !value) continue;
      const token: ProviderToken = { value, type: t.tokenType === 'access_token' ? 'access_token' : 'refresh_token' };
      try {
        await provider.revoke(token);
      } catch (err) {
        this.d.log.warn({ err, provider: t.providerCd }, 'social token revocation failed');
      }
    }
  }
}

/** The social account of a consumed ticket joins the member (locked first: one of each provider per member). */
async function attachIdentity(tx: Parameters<typeof lockMember>[0], memberId: number, providerCd: SocialProvider, ticket: { subject: string; email: string | null; tokenEnc: string | null; tokenType: string | null }) {
  await lockMember(tx, memberId);
  await insertIdentity(tx, { memberId, providerCd, subject: ticket.subject, email: ticket.email, tokenEnc: ticket.tokenEnc, tokenType: ticket.tokenType });
}
