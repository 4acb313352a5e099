import { type DupResponse, koreanDay, limits, PASSWORD_RESET_PATH, type ReferralResponse, type TokenPair } from '@school/contracts';
import type { Conn, Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole, roleOf, sessionEnded } from '../../http/auth.ts';
import { overLimit, type Limiter, type LimitRule } from '../../http/limiter.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import {
  consumePasswordReset,
  isPasswordResetLive,
  endMemberSessions,
  endSession,
  endSessionByRefresh,
  findMemberByEmail,
  findMemberIdByReferral,
  insertAdminAudit,
  insertBenefit,
  insertMember,
  insertPasswordReset,
  isTaken,
  lockMember,
  rotateRefresh,
  sessionForRefresh,
  setPasswordHash,
  type SessionKind,
  type UniqueField,
} from './auth.queries.ts';
import type { CertificationService } from './certification.service.ts';
import type { Passwords } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import { ageOn, limited, newReferralCode, type SignupInput } from './auth.rules.ts';
import { suspensionNotice } from '../../db/suspensions.ts';
import { teacherOfMember } from '../../db/catalogue.queries.ts';
import { sha256, type Tokens } from './tokens.ts';

export { ageOn };
export type { SignupInput };

/** Two refreshes this close together with the same token are one client racing itself, not a thief. */
export const REFRESH_RACE_GRACE_SECONDS = 10;
const RESET_VALID_SECONDS = 30 * 60;
const FIND_PASSWORD_PER_IP = { limit: 10, windowMs: 60 * 60_000 };
const RESET_PER_IP = { limit: 20, windowMs: 60 * 60_000 };
const DUP_PER_IP = { limit: 30, windowMs: 10 * 60_000 };
/** The account-wide sign-in ceiling, as a multiple of the per-account-and-address limit. */
const ACCOUNT_WIDE_FACTOR = 20;
const FIND_PASSWORD_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };
/** Welcome benefit recorded at sign-up; see docs/decisions/011-sign-up-certification-and-benefit.md. */
export const WELCOME_BENEFIT = { kind: 'welcome_coupon', validDays: 30 } as const;

export interface AuthServiceDeps {
  db: Db;
  tokens: Tokens;
  passwords: Passwords;
  limiter: Limiter;
  certifications: CertificationService;
  mail: MailSender;
  publicUrl: string;
  loginLimits: { perAccount: LimitRule; perIp: LimitRule };
  /** Opens sessions (shared with social sign-in and the dormant-account restore). */
  sessions: Sessions;
  /** Sleeping accounts: built before this service, with `sessions` (no setter after construction). */
  dormancy?: DormantAccounts;
  /** The legal versions and marketing choice agreed at sign-up, recorded in its transaction (modules/legal). */
  consents: { recordSignup(tx: Conn, memberId: number, marketing: 'Y' | 'N'): Promise<void> };
}

/** Sleeping accounts (modules/dormancy): found by e-mail at sign-in, and their e-mails kept from sign-up. */
export interface DormantAccounts {
  sleeper(email: string): Promise<{ memberId: number; passwordHash: string | null } | null>;
  holds(email: string): Promise<boolean>;
  challenge(memberId: number): Promise<AppError>;
}

export class AuthService {
  private readonly dormancy: DormantAccounts | null;

  constructor(private readonly d: AuthServiceDeps) {
    this.dormancy = d.dormancy ?? null;
  }

  /** The 2080 answer for a sleeping account reached another way than its password (a linked social account). */
  async wakeChallenge(memberId: number): Promise<AppError | null> {
    return this.dormancy ? this.dormancy.challenge(memberId) : null;
  }

  /** Whether an e-mail has an account, awake or sleeping. */
  async emailTaken(email: string): Promise<boolean> {
    return (await isTaken(this.d.db, 'email', email)) || ((await this.dormancy?.holds(email)) ?? false);
  }

  async login(input: { email: string; user_password: string; os: string }, ip: string): Promise<TokenPair> {
    const memberId = await this.checkPassword(input.email, input.user_password, ip);
    return this.d.db.transaction((tx) => this.startSession(tx, memberId, input.os, ip));
  }

  /**
   * The account's password check with the sign-in limits; the member id when it matches.
   * Also used to link a social account to an existing password account.
   */
  async checkPassword(email: string, password: string, ip: string): Promise<number> {
    const { db, passwords, limiter, loginLimits } = this.d;
    const ipWait = await overLimit(limiter, `login:ip:${ip}`, loginLimits.perIp);
    if (ipWait !== null) throw limited('LOGIN_TOO_MANY_IP', ipWait);
    // Per account *and* address: a stranger's wrong guesses must not lock the owner out (issue 12).
    // A much higher ceiling per account alone still caps guessing spread over many addresses.
    const accountKey = `login:account:${email}:${ip}`;
    const accountWideKey = `login:account:${email}`;
    const accountWait =
      (await overLimit(limiter, accountKey, loginLimits.perAccount)) ??
      (await overLimit(limiter, accountWideKey, { limit: loginLimits.perAccount.limit * ACCOUNT_WIDE_FACTOR, windowMs: loginLimits.perAccount.windowMs }));
    if (accountWait !== null) throw limited('LOGIN_TOO_MANY_ACCOUNT', accountWait);

    const member = await findMemberByEmail(db, email);
    const sleeper = member ? null : ((await this.dormancy?.sleeper(email)) ?? null);
    // Unknown e-mail and wrong password take the same time and read the same.
    const ok = await passwords.verify(member?.passwordHash ?? sleeper?.passwordHash ?? null, password);
    // A sleeping account is named only to whoever knows its password (docs/decisions/071).
    if (sleeper && ok && this.dormancy) throw await this.dormancy.challenge(sleeper.memberId);
    if (!member || !ok) throw new AppError('LOGIN_FAILED');
    // The password proved who asks: a suspended member is told why and until when (decision 087).
    if (member.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', { data: await suspensionNotice(db, member.id) });
    await limiter.reset(accountKey);
    return member.id;
  }

  /** Opens a session for a member, ending the oldest beyond the two-device cap (sessions.ts). */
  startSession(tx: Conn, memberId: number, os: string, ip: string, kind: SessionKind = 'member'): Promise<TokenPair> {
    return this.d.sessions.start(tx, memberId, os, ip, kind);
  }

  async refresh(input: { accessToken: string; refreshToken: string; os: string }, ip: string): Promise<TokenPair> {
    const { db, tokens } = this.d;
    const claims = await tokens.verifySignatureIgnoringExpiry(input.accessToken);
    if (!claims) throw new AppError('TOKEN_INVALID');
    const oldHash = sha256(input.refreshToken);
    const next = tokens.newRefreshToken();
    // Rotation and the member check commit together: throwing rolls the rotation back,
    // so a suspended member's token is never renewed.
    const { rotated, session } = await db.transaction(async (tx) => {
      const row = await rotateRefresh(tx, {
        sessionId: claims.sessionId,
        memberId: claims.memberId,
        oldHash,
        newHash: next.hash,
        ttlSeconds: tokens.refreshTtlSeconds,
        os: input.os,
        ip,
      });
      const state = await sessionForRefresh(tx, claims.sessionId);
      // A matching refresh token proved who asks: a suspended member is told why and until when (decision 087).
      if (row && state?.status !== 'active') throw new AppError('ACCOUNT_BLOCKED', { data: await suspensionNotice(tx, claims.memberId) });
      return { rotated: row !== undefined, session: state };
    });
    if (!session || session.memberId !== claims.memberId) throw new AppError('REFRESH_INVALID');
    if (session.status !== 'active') {
      // The refresh token before the current one proves who asks as well: a page left mid-refresh never received the
      // rotated token, and its member is told why, as every other device is (decision 087).
      const proven = session.prevRefreshHash === oldHash;
      throw new AppError('ACCOUNT_BLOCKED', proven ? { data: await suspensionNotice(db, claims.memberId) } : {});
    }
    if (rotated) return { accessToken: await tokens.signAccess(claims), refreshToken: next.token };

    if (session.endedAt) throw sessionEnded(session.endReason);
    if (session.expired) {
      await endSession(db, claims.sessionId, 'expired');
      throw new AppError('REFRESH_INVALID');
    }
    const racing =
      session.prevRefreshHash === oldHash && session.rotatedSecondsAgo !== null && session.rotatedSecondsAgo < REFRESH_RACE_GRACE_SECONDS;
    // Any other token for a live session is an old one replayed (or forged by a holder of
    // the access token): the whole session ends, so a thief's copy dies with the owner's.
    if (!racing) await endSession(db, claims.sessionId, 'refresh_reuse');
    throw new AppError('REFRESH_INVALID');
  }

  /**
   * Console sign-in (`alogin`): a signed-in staff or admin member asks for a console session on this device, the
   * only kind /api/admin takes (decision 081); it ends CONSOLE_SESSION_TTL_SECONDS after opening. Every attempt,
   * allowed or refused, is written to admin_audit.
   */
  async adminLogin(member: { memberId: number; role: string }, os: string, ip: string): Promise<TokenPair> {
    const { db } = this.d;
    // Teachers sign in too: their console shows only their own courses (decision 095).
    if (!hasRole(roleOf(member.role), 'teacher')) {
      await insertAdminAudit(db, { memberId: member.memberId, action: 'alogin', allowed: false, ip, os });
      throw new AppError('FORBIDDEN', { message: '운영자와 강사만 로그인할 수 있습니다.' });
    }
    return db.transaction(async (tx) => {
      await insertAdminAudit(tx, { memberId: member.memberId, action: 'alogin', allowed: true, ip, os });
      return this.startSession(tx, member.memberId, os, ip, 'console');
    });
  }

  /**
   * Studio sign-in (`slogin`, decision 122): a signed-in member linked to a teacher profile opens a studio session,
   * the only kind /api/studio takes, with the console's lifetime. Every attempt, allowed or refused, is written to
   * admin_audit.
   */
  async studioLogin(member: { memberId: number; role: string }, os: string, ip: string): Promise<TokenPair> {
    const { db } = this.d;
    const refusal = !hasRole(roleOf(member.role), 'teacher') ? 'FORBIDDEN' : (await teacherOfMember(db, member.memberId)) ? null : 'STUDIO_NOT_TEACHER';
    if (refusal) {
      await insertAdminAudit(db, { memberId: member.memberId, action: 'slogin', allowed: false, ip, os });
      throw new AppError(refusal, refusal === 'FORBIDDEN' ? { message: '강사만 스튜디오에 로그인할 수 있습니다.' } : {});
    }
    return db.transaction(async (tx) => {
      await insertAdminAudit(tx, { memberId: member.memberId, action: 'slogin', allowed: true, ip, os });
      return this.startSession(tx, member.memberId, os, ip, 'studio');
    });
  }

  /** Idempotent: an unknown or already-ended token still signs the device out locally. */
  async logout(refreshToken: string): Promise<void> {
    await endSessionByRefresh(this.d.db, sha256(refreshToken), 'logout');
  }

  async duplicated(type: UniqueField, value: string, ip: string): Promise<DupResponse> {
    // Each answer tells whether an e-mail or phone number has an account: not in bulk.
    const wait = await overLimit(this.d.limiter, `dup:ip:${ip}`, DUP_PER_IP);
    if (wait !== null) throw new AppError('TOO_MANY_REQUESTS', { data: { retry_after: Math.ceil(wait / 1000) } });
    return { type, duplicated: type === 'email' ? await this.emailTaken(value) : await isTaken(this.d.db, type, value) };
  }

  async referral(code: string): Promise<ReferralResponse> {
    const normalized = code.trim().toUpperCase();
    const exists = /^[A-Z0-9]{1,20}$/.test(normalized) && (await findMemberIdByReferral(this.d.db, normalized)) !== undefined;
    return { code: normalized, exists };
  }

  async signup(input: SignupInput, ip: string): Promise<TokenPair> {
    return this.register(input, ip, { password: input.user_password });
  }

  /**
   * Creates a member after the sign-up rules (unique fields, referral, SMS number, under-14
   * guardian) and signs in. Social sign-up passes no password and adds its link in `inTx`,
   * inside the same transaction as the member row.
   */
  async register(
    input: Omit<SignupInput, 'user_password'>,
    ip: string,
    extra: { password: string | null; inTx?: (tx: Conn, memberId: number) => Promise<void> },
  ): Promise<TokenPair> {
    const { db, passwords, certifications } = this.d;
    const minor = ageOn(input.birth, koreanDay()) < limits.guardianAgeThreshold;
    if (minor && (!input.guardian_name || !input.guardian_hpno || !input.guardian_auth_no)) throw new AppError('GUARDIAN_REQUIRED');
    // A child certifying its own phone twice is no guardian's consent (issue 35).
    if (minor && input.guardian_hpno === input.hpno) throw new AppError('GUARDIAN_SELF');
    if (extra.password !== null && passwords.isCommon(extra.password)) throw new AppError('PASSWORD_TOO_COMMON');
    if (await this.emailTaken(input.email)) throw new AppError('EMAIL_TAKEN');
    if (await isTaken(db, 'nickname', input.nickname)) throw new AppError('NICKNAME_TAKEN');
    if (await isTaken(db, 'hpno', input.hpno)) throw new AppError('HPNO_TAKEN');
    let referredBy: number | null = null;
    if (input.referral_code) {
      referredBy = (await findMemberIdByReferral(db, input.referral_code)) ?? null;
      if (referredBy === null) throw new AppError('REFERRAL_NOT_FOUND');
    }
    // Numbers are checked last, so a refusal above does not burn one of the five tries.
    const certId = await certifications.check(input.hpno, 'signUp', input.auth_no);
    const guardianCertId = minor ? await certifications.check(input.guardian_hpno!, 'guardian', input.guardian_auth_no!) : null;
    const passwordHash = extra.password === null ? null : await passwords.hash(extra.password);

    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          await certifications.consume(tx, certId);
          if (guardianCertId !== null) await certifications.consume(tx, guardianCertId);
          const memberId = await insertMember(tx, {
            email: input.email,
            passwordHash,
            userName: input.user_name,
            nickname: input.nickname,
            hpno: input.hpno,
            birth: input.birth,
            gender: input.gender,
            referralCode: newReferralCode(),
            referredBy,
            isMarket: input.is_market,
            marketChangedAt: new Date(),
            termsAgreedAt: new Date(),
            privacyAgreedAt: new Date(),
            guardianName: minor ? input.guardian_name : null,
            guardianHpno: minor ? input.guardian_hpno : null,
            guardianVerifiedAt: minor ? new Date() : null,
            passwordChangedAt: passwordHash === null ? null : new Date(),
          });
          await extra.inTx?.(tx, memberId);
          await this.d.consents.recordSignup(tx, memberId, input.is_market);
          await insertBenefit(tx, memberId, WELCOME_BENEFIT.kind, WELCOME_BENEFIT.validDays);
          return this.startSession(tx, memberId, input.os, ip);
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint === 'members_email_key') throw new AppError('EMAIL_TAKEN');
        if (constraint === 'members_nickname_key') throw new AppError('NICKNAME_TAKEN');
        if (constraint === 'members_hpno_key') throw new AppError('HPNO_TAKEN');
        if (constraint === 'member_identities_subject_key') throw new AppError('SOCIAL_ALREADY_LINKED');
        // A referral-code collision (1 in 10^12): draw another.
        if (attempt >= 3) throw err;
      }
    }
  }

  /** Always the same answer, so the form cannot be used to learn who is a member. */
  async findPassword(email: string, ip: string): Promise<void> {
    const { db, limiter, tokens, mail, publicUrl } = this.d;
    const wait =
      (await overLimit(limiter, `findpw:ip:${ip}`, FIND_PASSWORD_PER_IP)) ??
      (await overLimit(limiter, `findpw:email:${email}`, FIND_PASSWORD_PER_EMAIL));
    if (wait !== null) throw limited('FIND_PASSWORD_LIMIT', wait);
    const member = await findMemberByEmail(db, email);
    if (!member || member.status !== 'active') return;
    const { token, hash } = tokens.newRefreshToken();
    await insertPasswordReset(db, member.id, hash, RESET_VALID_SECONDS);
    const link = `${publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
    try {
      await mail.send({
        to: email,
        subject: '[투자학교] 비밀번호 재설정 안내',
        text: [
          '안녕하세요, 투자학교입니다.',
          '',
          '아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
          link,
          '',
          '비밀번호 찾기를 요청하지 않으셨다면 이 메일을 무시해 주세요.',
        ].join('\n'),
      });
    } catch {
      throw new AppError('MAIL_SEND_FAILED');
    }
  }

  /** Sets a new password from a mailed link; every session of the account ends. */
  async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const { db, passwords, limiter } = this.d;
    const wait = await overLimit(limiter, `reset:ip:${ip}`, RESET_PER_IP);
    if (wait !== null) throw limited('FIND_PASSWORD_LIMIT', wait);
    // The token first: a guess must not cost the server an argon2 hash (issue 12).
    if (!(await isPasswordResetLive(db, sha256(token)))) throw new AppError('RESET_TOKEN_INVALID');
    if (passwords.isCommon(newPassword)) throw new AppError('PASSWORD_TOO_COMMON');
    const hash = await passwords.hash(newPassword);
    await db.transaction(async (tx) => {
      const memberId = await consumePasswordReset(tx, sha256(token));
      if (memberId === undefined) throw new AppError('RESET_TOKEN_INVALID');
      const member = await lockMember(tx, memberId);
      if (!member || member.status !== 'active') throw new AppError('RESET_TOKEN_INVALID');
      await setPasswordHash(tx, memberId, hash);
      await endMemberSessions(tx, memberId, 'password_reset');
    });
  }
}
