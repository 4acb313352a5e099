import { authNoField, birthField, emailField, hpnoField, koreanDay, nicknameField, passwordField, referralCodeField, userNameField } from '@school/contracts';
import { accountLimits, limits } from '@school/contracts/plain';

/** The part of a zod schema the form needs, so the web app does not import zod itself. */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The contract schema's first message for `value`, or undefined when it passes. */
export function schemaError(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '입력한 내용을 다시 확인해 주세요.');
}

const required = (value: string, message: string) => (value.trim() === '' ? message : undefined);

/**
 * Field checks that mirror the server's (they run the contract's own schemas),
 * with a plain "please enter" message for empty fields first.
 */
export const validate = {
  email: (v: string) => required(v, '이메일을 입력해 주세요.') ?? schemaError(emailField, v),
  loginPassword: (v: string) => (v === '' ? '비밀번호를 입력해 주세요.' : undefined),
  password: (v: string) => (v === '' ? '비밀번호를 입력해 주세요.' : schemaError(passwordField, v)),
  passwordConfirm: (v: string, password: string) =>
    v === '' ? '비밀번호를 한 번 더 입력해 주세요.' : v !== password ? '비밀번호가 일치하지 않습니다.' : undefined,
  userName: (v: string) => schemaError(userNameField, v),
  nickname: (v: string) => required(v, '닉네임을 입력해 주세요.') ?? schemaError(nicknameField, v),
  hpno: (v: string) => required(v, '휴대폰 번호를 입력해 주세요.') ?? schemaError(hpnoField, v),
  authNo: (v: string) => schemaError(authNoField, v),
  birth: (v: string) => required(v, '생년월일을 입력해 주세요.') ?? schemaError(birthField, v),
  referralCode: (v: string) => (v.trim() === '' ? undefined : schemaError(referralCodeField, v)),
};

/** Full years (만 나이) on `day`, both YYYY-MM-DD. */
export function ageOn(birth: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = day.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** True when a valid birth date makes the person younger than the guardian threshold (14). */
export function needsGuardian(birth: string, today: string = koreanDay()): boolean {
  if (schemaError(birthField, birth)) return false;
  return ageOn(birth, today) < limits.guardianAgeThreshold;
}

/** Digits of a phone number as typed, without hyphens (the form lets people type either). */
export const phoneDigits = (v: string) => v.replace(/[^\d]/g, '');

export const { passwordMin, passwordMax, userNameMax, nicknameMax, emailMax, referralCodeMax, authNoLength } = accountLimits;
