import { type DormantCodeSent, KOREA_TIME_ZONE, koreanDay as koreanIsoDay, type TokenPair } from '@school/contracts';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn, Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import {
  byChallenge,
  claimNotices,
  countTry,
  dormantByEmail,
  dueForDormancy,
  lockActiveMember,
  passwordHashOf,
  restore,
  separate,
  setChallenge,
  setCode,
  taken,
  type Profile,
} from './dormancy.queries.ts';

const DAY = 86_400_000;
/** The specification: a year without use; the notice a month before. */
export const DORMANT_AFTER_DAYS = 365;
export const NOTICE_DAYS = 30;
const CHALLENGE_MS = 10 * 60_000;
const CODE_MS = 3 * 60_000;
const CODE_GAP_MS = 60_000;
const CODE_TRIES = 5;
const BATCH = 500;

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const koreanDay = (d: Date) => new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'long' }).format(d);
const masked = (hpno: string) => hpno.replace(/^(\d{3})\d+(\d{4})$/, '$1-****-$2');

export interface DormancyDeps {
  db: Db;
  /** Seals the profile while the account sleeps (AES-256-GCM, its own derived key). */
  sealer: Sealer;
  /** The keyed hashes that find a sleeping account by the e-mail typed at sign-in: the current key's first (stored), then older keys'. */
  emailIndex: (email: string) => string[];
  mail: MailSender;
  sms: SmsSender;
  /** Opens the session after a restore (AuthService.startSession). */
  startSession: (tx: Conn, memberId: number, os: string, ip: string) => Promise<TokenPair>;
  log: FastifyBaseLogger;
  /** The notice is published (dormancy.notice_sent) so the notification centre lists it. */
  events?: DomainEvents;
  now?: () => Date;
}

/**
 * Dormant accounts (정보통신망법 개인정보 유효기간; docs/decisions/071). After 335 days without a sign-in or a
 * token refresh the member is mailed that the account will sleep in 30 days; at a year (and at least 30 days
 * after that mail) the personal fields leave the live table, sealed, into dormant_members. Signing in again
 * with the right password answers 2080 with a short-lived key; an SMS code to the phone on file restores the
 * profile and opens a session.
 */
export class DormancyService {
  private readonly now: () => Date;

  constructor(private readonly d: DormancyDeps) {
    this.now = d.now ?? (() => new Date());
  }

  /** The daily job: notices first, then the accounts whose notice has run its 30 days. */
  async run(): Promise<{ noticed: number; separated: number }> {
    const now = this.now();
    let noticed = 0;
    for (;;) {
      const batch = await claimNotices(this.d.db, now, DORMANT_AFTER_DAYS - NOTICE_DAYS, BATCH);
      for (const m of batch) await this.notice(m, new Date(now.getTime() + NOTICE_DAYS * DAY));
      noticed += batch.length;
      if (batch.length < BATCH) break;
    }
    let separated = 0;
    for (;;) {
      const due = await dueForDormancy(this.d.db, now, DORMANT_AFTER_DAYS, NOTICE_DAYS, BATCH);
      for (const id of due) if (await this.separate(id, now)) separated++;
      if (due.length < BATCH) break;
    }
    if (noticed || separated) this.d.log.info({ noticed, separated }, 'dormancy job');
    return { noticed, separated };
  }

  /**
   * The legal notice goes by mail here, whatever the member's choices (decision 071); then the notification centre
   * hears of it and lists it (decision 130).
   */
  private async notice(m: { id: number; email: string }, on: Date): Promise<void> {
    const title = '휴면 계정 전환 예정 안내';
    const body = `회원님의 계정은 1년 가까이 이용 기록이 없어 ${koreanDay(on)}에 휴면 계정으로 전환될 예정입니다.`;
    try {
      await this.d.mail.send({
        to: m.email,
        subject: `[투자학교] ${title}`,
        text:
          `${body}\n\n` +
          '휴면 계정으로 전환되면 개인정보는 관련 법령에 따라 다른 회원정보와 분리하여 안전하게 보관되며, ' +
          '다시 로그인한 뒤 가입한 휴대폰으로 본인 확인을 하시면 바로 이용하실 수 있습니다.\n' +
          '전환을 원하지 않으시면 그 전에 한 번 로그인해 주세요.',
      });
    } catch (err) {
      // The mark stays: a failed mail is not retried every day, and the account still sleeps a month later.
      this.d.log.warn({ err }, 'dormancy notice mail failed');
    }
    await this.d.events?.publish('dormancy.notice_sent', { memberId: m.id, on: koreanIsoDay(on), title, body });
  }

  private async separate(id: number, now: Date): Promise<boolean> {
    return this.d.db.transaction(async (tx) => {
      const m = await lockActiveMember(tx, id);
      if (!m) return false;
      const profile: Profile = {
        email: m.email,
        userName: m.userName,
        nickname: m.nickname,
        hpno: m.hpno,
        birth: m.birth,
        gender: m.gender,
        guardianName: m.guardianName,
        guardianHpno: m.guardianHpno,
      };
      await separate(tx, id, { emailHmac: this.d.emailIndex(m.email)[0]!, profileSealed: this.d.sealer.seal(JSON.stringify(profile)), now });
      return true;
    });
  }

  /** The password hash of the sleeping account with this e-mail, for the sign-in check (null when none). */
  async sleeper(email: string): Promise<{ memberId: number; passwordHash: string | null } | null> {
    const memberId = await dormantByEmail(this.d.db, this.d.emailIndex(email));
    return memberId === null ? null : { memberId, passwordHash: await passwordHashOf(this.d.db, memberId) };
  }

  /** Whether an e-mail belongs to a sleeping account (sign-up must not take it). */
  async holds(email: string): Promise<boolean> {
    return (await dormantByEmail(this.d.db, this.d.emailIndex(email))) !== null;
  }

  /** After the right password: the 2080 error carrying the key to the restore steps. */
  async challenge(memberId: number): Promise<AppError> {
    const token = randomBytes(24).toString('base64url');
    await setChallenge(this.d.db, memberId, sha(token), new Date(this.now().getTime() + CHALLENGE_MS));
    return new AppError('ACCOUNT_DORMANT', { data: { dormant_token: token } });
  }

  /** Sends a 6-digit code to the phone on file (once a minute). */
  async sendCode(token: string): Promise<DormantCodeSent> {
    const now = this.now();
    const row = await byChallenge(this.d.db, sha(token), now);
    if (!row) throw new AppError('DORMANT_CHALLENGE_EXPIRED');
    if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < CODE_GAP_MS) throw new AppError('DORMANT_CODE_TOO_SOON');
    const hpno = this.profileOf(row.profileSealed).hpno;
    if (!hpno) throw new AppError('DORMANT_CHALLENGE_EXPIRED', { message: '가입한 휴대폰 번호가 없어 본인 확인을 할 수 없습니다. 고객센터로 문의해 주세요.' });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await setCode(this.d.db, row.memberId, { codeHash: sha(`${token}:${code}`), codeExpiresAt: new Date(now.getTime() + CODE_MS), codeSentAt: now });
    await this.d.sms.send({ to: hpno, text: `[투자학교] 휴면 해제 인증번호 [${code}]를 3분 안에 입력해 주세요.` });
    return { hpno_masked: masked(hpno), expires_in: CODE_MS / 1000 };
  }

  /** The right code brings the profile back (a nickname or phone taken meanwhile is left for the member to set) and signs in. */
  async restore(input: { dormant_token: string; auth_no: string; os: string }, ip: string): Promise<TokenPair> {
    const now = this.now();
    const hash = sha(input.dormant_token);
    // Every try, right or wrong, is counted by the statement that checks the limit (issue 35).
    const codeHash = await countTry(this.d.db, hash, now, CODE_TRIES);
    if (codeHash === undefined) {
      if (!(await byChallenge(this.d.db, hash, now))) throw new AppError('DORMANT_CHALLENGE_EXPIRED');
      throw new AppError('DORMANT_CODE_EXPIRED');
    }
    if (!same(codeHash, sha(`${input.dormant_token}:${input.auth_no}`))) throw new AppError('DORMANT_CODE_WRONG');
    return this.d.db.transaction(async (tx) => {
      // Locked and read again: two restores with the same code cannot both pass.
      const locked = await byChallenge(tx, hash, now, true);
      if (!locked || locked.codeHash !== codeHash) throw new AppError('DORMANT_CHALLENGE_EXPIRED');
      const p = this.profileOf(locked.profileSealed);
      if (p.nickname && (await taken(tx, 'nickname', p.nickname, locked.memberId))) p.nickname = `${p.nickname.slice(0, 14)}${locked.memberId % 10_000}`;
      if (p.hpno && (await taken(tx, 'hpno', p.hpno, locked.memberId))) p.hpno = null;
      await restore(tx, locked.memberId, p, now);
      return this.d.startSession(tx, locked.memberId, input.os, ip);
    });
  }

  private profileOf(sealed: string): Profile {
    const plain = this.d.sealer.open(sealed);
    if (plain === null) throw new Error('dormant profile cannot be opened: IDENTITY_ENCRYPTION_KEY changed?');
    return JSON.parse(plain) as Profile;
  }
}
