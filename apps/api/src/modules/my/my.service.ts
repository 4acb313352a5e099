import { WITHDRAWAL_PHRASE, type MyHoldings, type MyUser, type SignupBenefit, type SimpleUser, type WithdrawalAvailability } from '@school/contracts';
import type { Conn, Db, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { roleOf } from '../../http/auth.ts';
import { MemoryLimiter, overLimit, type Limiter } from '../../http/limiter.ts';
import type { CertificationService } from '../auth/certification.service.ts';
import type { Passwords } from '../auth/passwords.ts';
import { sha256 } from '../auth/tokens.ts';
import type { StoredToken } from '../auth/oauth.service.ts';
import {
  anonymiseMember,
  benefits,
  deleteMemberLeftovers,
  devices,
  endAndClearSessions,
  insertRetained,
  loginProvider,
  memberForWithdrawal,
  passwordHashOf,
  profile,
  purgeExpired,
  sessionRefreshHash,
  updateMember,
  visitLog,
} from './my.queries.ts';

/** Current-password checks per member when changing it, in 15 minutes. */
const PASSWORD_CHECKS = { limit: 5, windowMs: 15 * 60_000 };

/** Keeping periods of the specification, in days. */
export const RETENTION_DAYS = { contractWithdrawal: 5 * 365, visitLog: 92, identityCheck: 183 } as const;

const BENEFIT_TEXT: Record<string, { title: string; description: string }> = {
  welcome_coupon: {
    title: '신규 가입 환영 쿠폰',
    // Redeemed into the coupon box on the member's first coupon call (docs/decisions/022).
    description: '10,000원 할인 쿠폰 (3만 원 이상 구매 시, 가입 후 30일 이내). 내 쿠폰함에서 확인하고 결제할 때 사용할 수 있습니다.',
  },
};

const WITHDRAWAL_NOTICES = [
  '탈퇴하면 모든 기기에서 로그아웃되며, 이 계정으로 다시 로그인할 수 없습니다.',
  '이름, 닉네임, 휴대폰 번호, 생년월일 등 개인정보는 탈퇴 즉시 삭제됩니다.',
  '관련 법령에 따라 계약·탈퇴 기록은 5년, 접속 기록은 3개월 동안 분리 보관한 뒤 파기합니다.',
  '사용하지 않은 가입 혜택은 소멸되며 되살릴 수 없습니다.',
  '연결된 소셜 계정(네이버·Google·Apple)은 연결이 해제되며, 해당 서비스에도 연결 해제를 요청합니다.',
  '본인인증 기록은 관련 법령에 따라 6개월 동안 분리 보관한 뒤 파기합니다.',
  '결제 기록은 전자금융거래법에 따라 5년(1만 원 이하 결제는 1년) 동안 분리 보관한 뒤 파기합니다. 남은 이용권과 쿠폰, 포인트는 소멸됩니다.',
];

/**
 * What the auth and identity modules change inside a my-page transaction. Their area factories hand these
 * out (auth.module.ts, identity.module.ts), so this module never reaches into their queries.
 */
export interface MemberRecords {
  setPasswordHash(tx: Conn, memberId: number, passwordHash: string): Promise<void>;
  endMemberSessions(tx: Conn, memberId: number, reason: string, exceptSessionId?: string): Promise<void>;
  /** Removes the live identity check and returns it (sealed CI/DI) for the retained record. */
  takeVerification(
    tx: Conn,
    memberId: number,
  ): Promise<{ provider: string; userName: string; birth: string; ciEnc: string; diEnc: string; verifiedAt: Date } | undefined>;
  /** Removes every social link and returns the tokens, so the providers can be told. */
  deleteIdentitiesOf(tx: Conn, memberId: number): Promise<StoredToken[]>;
}

/** What the commerce area adds to withdrawal (handed in at construction by my.module.ts). */
export interface WithdrawalCommerce {
  withdrawalBlockers(memberId: number): Promise<string[]>;
  holdings(memberId: number): Promise<MyHoldings>;
  retainPayments(tx: Tx, memberId: number): Promise<number>;
}

/** Where each marketing choice is kept with its time (modules/legal: the consent history on /my/info). */
export interface MarketingConsents {
  recordMarketing(memberId: number, choice: 'Y' | 'N'): Promise<void>;
}

export class MyService {
  private readonly commerce: WithdrawalCommerce | null;
  private readonly consents: MarketingConsents | null;

  constructor(
    private readonly db: Db,
    private readonly passwords: Passwords,
    private readonly certifications: CertificationService,
    private readonly records: MemberRecords,
    /** Revokes social grants at the providers after withdrawal (Apple requires it). */
    private readonly socialRevoke: (tokens: StoredToken[]) => Promise<void> = async () => undefined,
    private readonly limiter: Limiter = new MemoryLimiter(),
    /** Commerce blockers and payment records join withdrawal; the legal area keeps marketing choices. */
    joins: { commerce?: WithdrawalCommerce; consents?: MarketingConsents } = {},
  ) {
    this.commerce = joins.commerce ?? null;
    this.consents = joins.consents ?? null;
  }

  async user(memberId: number, sessionId: string): Promise<MyUser> {
    const p = await this.profileOf(memberId);
    const list = await devices(this.db, memberId);
    return {
      email: p.email,
      user_name: p.userName ?? '',
      nickname: p.nickname ?? '',
      hpno: maskHpno(p.hpno),
      birth: p.birth ?? '',
      gender: p.gender === 'F' ? 'F' : 'M',
      is_market: p.isMarket === 'Y' ? 'Y' : 'N',
      market_changed_at: p.marketChangedAt?.toISOString() ?? null,
      referral_code: p.referralCode ?? '',
      provider_cd: await loginProvider(this.db, memberId),
      created_at: p.createdAt.toISOString(),
      devices: list.map((d) => ({
        os: d.os,
        ip: d.ip,
        created_at: d.createdAt.toISOString(),
        last_used_at: d.lastUsedAt.toISOString(),
        current: d.id === sessionId,
      })),
    };
  }

  async simpleUser(memberId: number): Promise<SimpleUser> {
    const p = await this.profileOf(memberId);
    const provider = await loginProvider(this.db, memberId);
    return { email: p.email, user_name: p.userName ?? '', nickname: p.nickname ?? '', provider_cd: provider, role: roleOf(p.role) };
  }

  /** Other devices are signed out: whoever knew the old password loses access. */
  async changePassword(memberId: number, sessionId: string, current: string, next: string): Promise<void> {
    const stored = await passwordHashOf(this.db, memberId);
    // Accounts made through social login have no password to change; the mailed reset link sets one.
    if (stored === null) throw new AppError('PASSWORD_WRONG', { message: '소셜 로그인으로 가입한 계정은 비밀번호가 없습니다. 비밀번호 찾기에서 새 비밀번호를 설정해 주세요.' });
    // A stolen session must not become a way to guess the password (issue 12).
    const key = `pwchange:${memberId}`;
    const wait = await overLimit(this.limiter, key, PASSWORD_CHECKS);
    if (wait !== null) throw new AppError('PASSWORD_TOO_MANY_TRIES', { data: { retry_after: Math.ceil(wait / 1000) } });
    if (!(await this.passwords.verify(stored, current))) throw new AppError('PASSWORD_WRONG');
    await this.limiter.reset(key);
    if (current === next) throw new AppError('PASSWORD_SAME_AS_OLD');
    if (this.passwords.isCommon(next)) throw new AppError('PASSWORD_TOO_COMMON');
    const hash = await this.passwords.hash(next);
    await this.db.transaction(async (tx) => {
      await this.records.setPasswordHash(tx, memberId, hash);
      await this.records.endMemberSessions(tx, memberId, 'password_changed', sessionId);
    });
  }

  async changeHpno(memberId: number, hpno: string, authNo: string): Promise<{ hpno: string }> {
    const certId = await this.certifications.check(hpno, 'hpno', authNo);
    try {
      await this.db.transaction(async (tx) => {
        await this.certifications.consume(tx, certId);
        await updateMember(tx, memberId, { hpno });
      });
    } catch (err) {
      if (uniqueViolation(err) === 'members_hpno_key') throw new AppError('HPNO_TAKEN');
      throw err;
    }
    return { hpno: maskHpno(hpno) };
  }

  async changeName(memberId: number, userName: string): Promise<{ user_name: string }> {
    await updateMember(this.db, memberId, { userName });
    return { user_name: userName };
  }

  async changeMarket(memberId: number, isMarket: 'Y' | 'N') {
    const row = await updateMember(this.db, memberId, { isMarket, marketChangedAt: new Date() });
    await this.consents?.recordMarketing(memberId, isMarket);
    const at = row?.marketChangedAt ?? new Date();
    return { is_market: isMarket, market_changed_at: at.toISOString() };
  }

  async signupBenefits(memberId: number): Promise<SignupBenefit[]> {
    const rows = await benefits(this.db, memberId);
    return rows.map((r) => {
      const text = BENEFIT_TEXT[r.kind] ?? { title: r.kind, description: '' };
      const status = r.status === 'redeemed' ? 'redeemed' : r.status === 'expired' || r.lapsed ? 'expired' : 'granted';
      return { kind: r.kind, ...text, status, granted_at: r.grantedAt.toISOString(), expires_at: r.expiresAt?.toISOString() ?? null };
    });
  }

  async withdrawalAvailability(memberId: number): Promise<WithdrawalAvailability> {
    const p = await this.profileOf(memberId);
    const reasons: string[] = [];
    // The last way into the admin tools must not disappear with a click.
    if (roleOf(p.role) !== 'member') reasons.push('관리자 계정은 탈퇴할 수 없습니다. 다른 관리자에게 권한 해제를 요청해 주세요.');
    if (this.commerce) reasons.push(...(await this.commerce.withdrawalBlockers(memberId)));
    const hasPassword = (await passwordHashOf(this.db, memberId)) !== null;
    return {
      available: reasons.length === 0,
      holdings: await this.holdings(memberId),
      confirm_with: hasPassword ? 'password' : 'phrase',
      reasons,
      notices: WITHDRAWAL_NOTICES,
    };
  }

  /** Passes and courses with their days left, and points: on /my, and listed before withdrawal. */
  holdings(memberId: number): Promise<MyHoldings> {
    return this.commerce ? this.commerce.holdings(memberId) : Promise.resolve({ access: [], points: 0 });
  }

  /**
   * Keeps what the law requires in retained_records with a purge date, clears the
   * rest, and ends every session. The refresh token proves the request comes from
   * this signed-in device, not only from a copied access token.
   */
  async withdraw(memberId: number, sessionId: string, proof: { refreshToken: string; user_password?: string; confirm_phrase?: string }): Promise<void> {
    if ((await sessionRefreshHash(this.db, sessionId)) !== sha256(proof.refreshToken)) throw new AppError('REFRESH_INVALID');
    await this.confirmWithdrawal(memberId, proof);
    await this.withdrawMember(memberId);
  }

  /**
   * A deliberate act, not a stray click or a borrowed unlocked phone: the password, or for an account without
   * one (social sign-in only, whose provider cannot be asked again here) the typed phrase (decision 087).
   */
  private async confirmWithdrawal(memberId: number, proof: { user_password?: string; confirm_phrase?: string }): Promise<void> {
    const stored = await passwordHashOf(this.db, memberId);
    if (stored === null) {
      if (proof.confirm_phrase?.trim() !== WITHDRAWAL_PHRASE) throw new AppError('WITHDRAWAL_PHRASE_MISMATCH');
      return;
    }
    if (!proof.user_password) throw new AppError('WITHDRAWAL_PASSWORD_REQUIRED');
    // The same per-member budget as a password change: a stolen session must not become a way to guess it.
    const key = `pwchange:${memberId}`;
    const wait = await overLimit(this.limiter, key, PASSWORD_CHECKS);
    if (wait !== null) throw new AppError('PASSWORD_TOO_MANY_TRIES', { data: { retry_after: Math.ceil(wait / 1000) } });
    if (!(await this.passwords.verify(stored, proof.user_password))) throw new AppError('PASSWORD_WRONG', { message: '비밀번호가 올바르지 않습니다.' });
    await this.limiter.reset(key);
  }

  /** The withdrawal itself, also asked for by a verified guardian of an under-14 member (modules/guardian). */
  async withdrawMember(memberId: number): Promise<void> {
    const availability = await this.withdrawalAvailability(memberId);
    if (!availability.available) throw new AppError('WITHDRAWAL_BLOCKED', { message: availability.reasons.join(' ') });

    const socialTokens = await this.db.transaction(async (tx) => {
      const m = await memberForWithdrawal(tx, memberId);
      if (!m || m.status !== 'active') throw new AppError('ACCOUNT_BLOCKED');
      const visits = await visitLog(tx, memberId);
      await insertRetained(tx, [
        {
          memberId,
          kind: 'contract_withdrawal',
          keepDays: RETENTION_DAYS.contractWithdrawal,
          data: {
            email: m.email,
            user_name: m.userName,
            hpno: m.hpno,
            joined_at: m.createdAt,
            withdrawn_at: new Date(),
            terms_agreed_at: m.termsAgreedAt,
            privacy_agreed_at: m.privacyAgreedAt,
            marketing: { is_market: m.isMarket, changed_at: m.marketChangedAt },
            guardian: m.guardianName ? { name: m.guardianName, hpno: m.guardianHpno, verified_at: m.guardianVerifiedAt } : null,
          },
        },
        {
          memberId,
          kind: 'visit_log',
          keepDays: RETENTION_DAYS.visitLog,
          data: visits.map((v) => ({ ip: v.ip, os: v.os, signed_in_at: v.createdAt, last_used_at: v.lastUsedAt })),
        },
      ]);
      await this.commerce?.retainPayments(tx, memberId);
      await anonymiseMember(tx, memberId);
      await endAndClearSessions(tx, memberId);
      await deleteMemberLeftovers(tx, memberId, [m.hpno, m.guardianHpno].filter((h): h is string => !!h));
      // Identity-check records are kept 6 months (the specification), CI/DI still sealed; the live row goes,
      // which also frees the DI should the person join again.
      const check = await this.records.takeVerification(tx, memberId);
      if (check) {
        await insertRetained(tx, [
          {
            memberId,
            kind: 'identity_check',
            keepDays: RETENTION_DAYS.identityCheck,
            data: { provider: check.provider, user_name: check.userName, birth: check.birth, ci_enc: check.ciEnc, di_enc: check.diEnc, verified_at: check.verifiedAt },
          },
        ]);
      }
      return this.records.deleteIdentitiesOf(tx, memberId);
    });
    // After commit: the account is gone whatever the providers answer.
    await this.socialRevoke(socialTokens);
  }

  purgeExpired(): Promise<number> {
    return purgeExpired(this.db);
  }

  private async profileOf(memberId: number) {
    const p = await profile(this.db, memberId);
    if (!p) throw new AppError('ACCOUNT_BLOCKED');
    return p;
  }
}

/** 010-****-5678: enough to recognise one's own number, not to call it. */
export function maskHpno(hpno: string | null): string {
  if (!hpno) return '';
  return `${hpno.slice(0, 3)}-****-${hpno.slice(-4)}`;
}
