// Small rules of sign-in and sign-up, beside auth.service.ts: limit messages, referral codes, age.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';

/** What sign-up takes, after the contract's schema has checked it. */
export interface SignupInput {
  email: string;
  user_password: string;
  user_name: string;
  nickname: string;
  hpno: string;
  auth_no: string;
  birth: string;
  gender: 'M' | 'F';
  referral_code?: string | undefined;
  is_market: 'Y' | 'N';
  os: string;
  guardian_name?: string | undefined;
  guardian_hpno?: string | undefined;
  guardian_auth_no?: string | undefined;
}

export function limited(name: 'LOGIN_TOO_MANY_IP' | 'LOGIN_TOO_MANY_ACCOUNT' | 'FIND_PASSWORD_LIMIT', waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const base = {
    LOGIN_TOO_MANY_IP: '이 네트워크에서 로그인 시도가 너무 많습니다.',
    LOGIN_TOO_MANY_ACCOUNT: '로그인 시도가 너무 많아 이 계정의 로그인이 잠시 제한되었습니다.',
    FIND_PASSWORD_LIMIT: '비밀번호 찾기 요청이 너무 많습니다.',
  }[name];
  return new AppError(name, { message: `${base} ${minutes}분 후 다시 시도해 주세요.`, data: { retry_after: Math.ceil(waitMs / 1000) } });
}

// Unambiguous characters only (no 0/O, 1/I/L): people read codes aloud and type them.
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

/** Full years (만 나이) between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
