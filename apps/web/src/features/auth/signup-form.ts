import { koreanDay, type SocialProvider } from '@school/contracts';
import type { authApi, BodyOf } from '@school/contracts/endpoints';
import { needsGuardian, phoneDigits, validate } from '../../lib/validation';

export interface SignupForm {
  email: string;
  password: string;
  passwordConfirm: string;
  userName: string;
  nickname: string;
  hpno: string;
  authNo: string;
  birth: string;
  gender: 'M' | 'F' | '';
  referralCode: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarket: boolean;
  guardianName: string;
  guardianHpno: string;
  guardianAuthNo: string;
}

export type SignupField = keyof SignupForm;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const emptySignupForm: SignupForm = {
  email: '',
  password: '',
  passwordConfirm: '',
  userName: '',
  nickname: '',
  hpno: '',
  authNo: '',
  birth: '',
  gender: '',
  referralCode: '',
  agreeTerms: false,
  agreePrivacy: false,
  agreeMarket: false,
  guardianName: '',
  guardianHpno: '',
  guardianAuthNo: '',
};

export interface SignupContext {
  /** A live certification number exists for the member's phone. */
  certReady: boolean;
  /** A live certification number exists for the guardian's phone. */
  guardianCertReady: boolean;
  today?: string;
  /** Social sign-up: the provider is the credential, there is no password. */
  passwordless?: boolean;
}

/** Turns "19900131" or "1990-01-31" as typed into YYYY-MM-DD progressively. */
export function formatBirthInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/**
 * Every client-side rule of the sign-up form (the server applies the same and
 * more). An under-14 birth date makes the guardian's name, phone and code required.
 */
export function validateSignup(f: SignupForm, ctx: SignupContext): SignupErrors {
  const e: SignupErrors = {
    email: validate.email(f.email),
    password: ctx.passwordless ? undefined : validate.password(f.password),
    passwordConfirm: ctx.passwordless ? undefined : validate.passwordConfirm(f.passwordConfirm, f.password),
    userName: validate.userName(f.userName),
    nickname: validate.nickname(f.nickname),
    hpno: validate.hpno(f.hpno),
    birth: validate.birth(f.birth),
    gender: f.gender ? undefined : '성별을 선택해 주세요.',
    referralCode: validate.referralCode(f.referralCode),
    agreeTerms: f.agreeTerms ? undefined : '이용약관에 동의해 주세요.',
    agreePrivacy: f.agreePrivacy ? undefined : '개인정보 수집 및 이용에 동의해 주세요.',
  };
  if (!e.hpno) {
    if (!ctx.certReady) e.hpno = '인증번호 받기를 눌러 휴대폰 인증을 진행해 주세요.';
    else e.authNo = validate.authNo(f.authNo);
  }
  if (needsGuardian(f.birth, ctx.today ?? koreanDay())) {
    e.guardianName = f.guardianName.trim() === '' ? '보호자 이름을 입력해 주세요.' : validate.userName(f.guardianName);
    e.guardianHpno = validate.hpno(f.guardianHpno);
    if (!e.guardianHpno && phoneDigits(f.guardianHpno) === phoneDigits(f.hpno)) e.guardianHpno = '보호자 휴대폰 번호는 본인의 번호와 달라야 합니다.';
    if (!e.guardianHpno) {
      if (!ctx.guardianCertReady) e.guardianHpno = '인증번호 받기를 눌러 보호자 휴대폰 인증을 진행해 주세요.';
      else e.guardianAuthNo = validate.authNo(f.guardianAuthNo);
    }
  }
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));
}

/** The request body of e-mail sign-up; guardian fields only for under-14s. */
export function toSignupBody(f: SignupForm, os: string, today: string = koreanDay()): BodyOf<typeof authApi.signup> {
  const minor = needsGuardian(f.birth, today);
  return {
    email: f.email.trim(),
    user_password: f.password,
    user_name: f.userName.trim(),
    nickname: f.nickname.trim(),
    hpno: f.hpno,
    auth_no: f.authNo,
    birth: f.birth,
    gender: f.gender === 'F' ? 'F' : 'M',
    ...(f.referralCode.trim() ? { referral_code: f.referralCode.trim() } : {}),
    agree_terms: 'Y',
    agree_privacy: 'Y',
    is_market: f.agreeMarket ? 'Y' : 'N',
    os,
    ...(minor ? { guardian_name: f.guardianName.trim(), guardian_hpno: f.guardianHpno, guardian_auth_no: f.guardianAuthNo } : {}),
  };
}

/** The body of social sign-up's last step: the same fields without a password, plus the sign-up token. */
export function toSocialSignupBody(
  f: SignupForm,
  os: string,
  social: { signupToken: string; provider: SocialProvider },
  today: string = koreanDay(),
): BodyOf<typeof authApi.socialSignupComplete> {
  const { user_password: _password, ...rest } = toSignupBody(f, os, today);
  return { ...rest, signup_token: social.signupToken, provider_cd: social.provider };
}

/** Which field a server refusal belongs to (sign-up codes of docs/decisions/011). */
export function fieldOfCode(code: string): SignupField | null {
  switch (code) {
    case '2010':
      return 'email';
    case '2011':
      return 'nickname';
    case '2012':
      return 'hpno';
    case '2013':
      return 'password';
    // A wrong, expired or used-up SMS code belongs under the code field, not by 가입하기 (issue 33 item 18).
    case '2020':
    case '2021':
    case '2022':
    case '2023':
      return 'authNo';
    case '2030':
      return 'guardianName';
    case '2031':
      return 'referralCode';
    case '2090':
      return 'guardianHpno';
    default:
      return null;
  }
}

const wireToField: Record<string, SignupField> = {
  email: 'email',
  user_password: 'password',
  user_name: 'userName',
  nickname: 'nickname',
  hpno: 'hpno',
  auth_no: 'authNo',
  birth: 'birth',
  gender: 'gender',
  referral_code: 'referralCode',
  agree_terms: 'agreeTerms',
  agree_privacy: 'agreePrivacy',
  guardian_name: 'guardianName',
  guardian_hpno: 'guardianHpno',
  guardian_auth_no: 'guardianAuthNo',
};

/** Maps a 1000 validation answer's `data.fields` ("body.email") onto the form. */
export function fieldsOfValidation(data: unknown): SignupErrors {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const out: SignupErrors = {};
  for (const item of fields as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item.field !== 'string' || typeof item.message !== 'string') continue;
    const key = wireToField[item.field.replace(/^body\./, '')];
    if (key && !out[key]) out[key] = item.message;
  }
  return out;
}
