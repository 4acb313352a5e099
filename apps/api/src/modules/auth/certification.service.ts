import { randomInt } from 'node:crypto';
import { accountLimits as L, type CertificationPage, type CertificationResponse } from '@school/contracts';
import type { Conn, Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { overLimit, type Limiter } from '../../http/limiter.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import {
  consumeCertification,
  countCertificationTry,
  deleteCertification,
  insertCertification,
  isTaken,
  latestCertification,
  lockPhone,
} from './auth.queries.ts';
import type { Tokens } from './tokens.ts';

// SMS costs money and can be abused to spam a number: caps per phone and per client address.
const PER_PHONE = { limit: 5, windowMs: 60 * 60_000 };

/** What a phone that already has an account receives instead of a number (only its holder learns it). */
const TAKEN_TEXT: Record<CertificationPage, string> = {
  signUp: '[투자학교] 이 휴대폰 번호로 이미 가입된 계정이 있어 인증번호를 보내지 않았습니다. 로그인하거나 비밀번호 찾기를 이용해 주세요. 요청하지 않으셨다면 이 문자를 무시해 주세요.',
  hpno: '[투자학교] 이 휴대폰 번호는 이미 다른 계정에 등록되어 있어 인증번호를 보내지 않았습니다. 요청하지 않으셨다면 이 문자를 무시해 주세요.',
  guardian: '',
  parental: '',
};

/**
 * Six-digit numbers sent by SMS. Valid 3 minutes, 5 tries, a new one no sooner
 * than 60 s after the last; only the newest number for a phone and purpose counts.
 */
export class CertificationService {
  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
    private readonly sms: SmsSender,
    private readonly limiter: Limiter,
    /** Numbers sent per client address per hour (config CERT_LIMIT_PER_IP). */
    private readonly perIp: number = 20,
  ) {}

  async send(input: { hpno: string; page: CertificationPage; email?: string | undefined }, ip: string): Promise<CertificationResponse> {
    const { hpno, page } = input;
    // The address's cap before anything is looked up (issue 35: it used to come after the membership check).
    const ipWait = await overLimit(this.limiter, `cert:ip:${ip}`, { limit: this.perIp, windowMs: 60 * 60_000 });
    if (ipWait !== null) throw new AppError('CERT_SEND_LIMIT', { data: { retry_after: Math.ceil(ipWait / 1000) } });
    // Whether the phone has an account is told only to the phone: the answer here is the same either way.
    const taken = (page === 'signUp' || page === 'hpno') && (await isTaken(this.db, 'hpno', hpno));

    const code = String(randomInt(0, 1_000_000)).padStart(L.authNoLength, '0');
    // Throttle check and insert under a per-phone lock: two requests at once send one number.
    const id = await this.db.transaction(async (tx) => {
      await lockPhone(tx, hpno);
      const last = await latestCertification(tx, hpno, page);
      if (last && last.sentSecondsAgo < L.certResendSeconds) {
        const retry = Math.ceil(L.certResendSeconds - last.sentSecondsAgo);
        throw new AppError('CERT_RESEND_TOO_SOON', { message: `인증번호는 ${retry}초 후에 다시 요청할 수 있습니다.`, data: { retry_after: retry } });
      }
      const wait = await overLimit(this.limiter, `cert:hpno:${hpno}`, PER_PHONE);
      if (wait !== null) throw new AppError('CERT_SEND_LIMIT', { data: { retry_after: Math.ceil(wait / 1000) } });
      // A taken phone gets a row too (its number is never sent), so resend waits and caps read the same.
      return insertCertification(tx, {
        hpno,
        purpose: page,
        email: input.email ?? null,
        codeHash: this.tokens.certificationHash(page, hpno, code),
        validSeconds: L.certValidSeconds,
      });
    });
    try {
      await this.sms.send({ to: hpno, text: taken ? TAKEN_TEXT[page] : `[투자학교] 인증번호 [${code}]를 ${L.certValidSeconds / 60}분 안에 입력해 주세요.` });
    } catch {
      // The person never got this number; it must not block a retry for 60 s.
      await deleteCertification(this.db, id);
      throw new AppError('SMS_SEND_FAILED');
    }
    return { expires_in: L.certValidSeconds, resend_after: L.certResendSeconds };
  }

  /**
   * Checks a number and counts the try (also when it is right). Returns the
   * certification id, to be consumed in the transaction that uses it.
   */
  async check(hpno: string, page: CertificationPage, code: string): Promise<number> {
    const cert = await latestCertification(this.db, hpno, page);
    if (!cert || cert.consumed) throw new AppError('CERT_NOT_FOUND');
    if (cert.expired) throw new AppError('CERT_EXPIRED');
    const tries = await countCertificationTry(this.db, cert.id, L.certMaxTries);
    if (tries === undefined) throw new AppError('CERT_TOO_MANY_TRIES');
    if (this.tokens.certificationHash(page, hpno, code) !== cert.codeHash) {
      const left = L.certMaxTries - tries;
      if (left <= 0) throw new AppError('CERT_TOO_MANY_TRIES');
      throw new AppError('CERT_MISMATCH', { message: `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`, data: { tries_left: left } });
    }
    return cert.id;
  }

  /** Uses the number up; false when a parallel request (or the clock) got there first. */
  async consume(tx: Conn, id: number): Promise<void> {
    if (!(await consumeCertification(tx, id))) throw new AppError('CERT_EXPIRED');
  }
}
