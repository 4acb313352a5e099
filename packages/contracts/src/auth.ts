import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import { accountLimits as L } from './limits.ts';
import { yesNo } from './menu.ts';

/** Lower-cased, trimmed e-mail: the sign-in ID. */
export const emailField = text()
  .trim()
  .max(L.emailMax)
  .pipe(z.email({ message: '이메일 형식이 올바르지 않습니다.' }))
  .transform((v) => v.toLowerCase());

/** Passwords are never trimmed: every character counts. */
export const passwordField = text()
  .min(L.passwordMin, { message: `비밀번호는 ${L.passwordMin}자 이상이어야 합니다.` })
  .max(L.passwordMax, { message: `비밀번호는 ${L.passwordMax}자 이하여야 합니다.` });

/** Korean mobile number; hyphens are accepted and removed. */
export const hpnoField = text()
  .trim()
  .max(20)
  .regex(/^01[016789]-?\d{3,4}-?\d{4}$/, { message: '휴대폰 번호 형식이 올바르지 않습니다.' })
  .transform((v) => v.replace(/-/g, ''));

export const authNoField = text()
  .trim()
  .max(L.authNoLength)
  .regex(/^\d{6}$/, { message: '인증번호 6자리를 입력해 주세요.' });

export const userNameField = text()
  .trim()
  .min(1, { message: '이름을 입력해 주세요.' })
  .max(L.userNameMax, { message: `이름은 ${L.userNameMax}자 이하여야 합니다.` });

export const nicknameField = text()
  .trim()
  .min(L.nicknameMin, { message: `닉네임은 ${L.nicknameMin}자 이상이어야 합니다.` })
  .max(L.nicknameMax, { message: `닉네임은 ${L.nicknameMax}자 이하여야 합니다.` })
  .regex(/^[가-힣a-zA-Z0-9_]+$/, { message: '닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.' });

/** An optional field a form may send as '' when left empty: '' counts as absent. */
const blankable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Device description (OS + browser); optional so old clients still sign in. */
export const osField = text().trim().max(L.osMax).default('');

export const referralCodeField = text()
  .trim()
  .max(L.referralCodeMax)
  .regex(/^[A-Za-z0-9]+$/, { message: '추천인 코드 형식이 올바르지 않습니다.' })
  .transform((v) => v.toUpperCase());

/** YYYY-MM-DD that is a real calendar date, not in the future, not before 1900. */
export const birthField = text()
  .trim()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && d.getTime() <= Date.now();
    },
    { message: '생년월일을 다시 확인해 주세요.' },
  );

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

// Bodies are strict: an unknown field is refused rather than silently ignored.
export const loginBody = z.strictObject({
  email: emailField,
  // Only the length is checked at sign-in: older accounts may predate today's rules.
  user_password: text().min(1, { message: '비밀번호를 입력해 주세요.' }).max(L.passwordMax),
  os: osField,
});
export type LoginBody = z.input<typeof loginBody>;

const jwtLike = text().trim().min(1).max(2048);
const opaqueToken = text().trim().min(1).max(256);

export const refreshBody = z.strictObject({ accessToken: jwtLike, refreshToken: opaqueToken, os: osField });
export type RefreshBody = z.input<typeof refreshBody>;

export const logoutBody = z.strictObject({ refreshToken: opaqueToken });
export type LogoutBody = z.input<typeof logoutBody>;

export const dupType = z.enum(['email', 'nickname', 'hpno']);
/** `auth_no`: a phone number is looked up only with its sign-up certification number (issue 12). */
export const dupBody = z.strictObject({ type: dupType, value: text().max(L.emailMax), auth_no: authNoField.optional() });
export type DupBody = z.input<typeof dupBody>;
export const dupResponse = z.object({ type: dupType, duplicated: z.boolean() });
export type DupResponse = z.infer<typeof dupResponse>;

/** Why a number is sent: sign-up, a guardian's consent for under-14s, or a phone change in my info. */
/** `parental`: a guardian proving the phone recorded at a child's sign-up (guardian access, decision 072). */
export const certificationPage = z.enum(['signUp', 'guardian', 'hpno', 'parental']);
export type CertificationPage = z.infer<typeof certificationPage>;
export const certificationBody = z.strictObject({
  hpno: hpnoField,
  page: certificationPage.default('signUp'),
  email: blankable(emailField),
});
export type CertificationBody = z.input<typeof certificationBody>;
export const certificationResponse = z.object({
  /** Seconds the number stays valid. */
  expires_in: z.number().int(),
  /** Seconds until another number may be requested. */
  resend_after: z.number().int(),
});
export type CertificationResponse = z.infer<typeof certificationResponse>;

const agreed = z.literal('Y', { message: '필수 약관에 동의해 주세요.' });

export const signupBody = z.strictObject({
  email: emailField,
  user_password: passwordField,
  user_name: userNameField,
  nickname: nicknameField,
  hpno: hpnoField,
  auth_no: authNoField,
  birth: birthField,
  gender: z.enum(['M', 'F']),
  referral_code: blankable(referralCodeField),
  agree_terms: agreed,
  agree_privacy: agreed,
  is_market: yesNo,
  os: osField,
  guardian_name: blankable(userNameField),
  guardian_hpno: blankable(hpnoField),
  guardian_auth_no: blankable(authNoField),
});
export type SignupBody = z.input<typeof signupBody>;

export const referralResponse = z.object({ code: z.string(), exists: z.boolean() });
export type ReferralResponse = z.infer<typeof referralResponse>;
export const referralParams = z.object({ code: text().max(L.referralCodeMax) });

export const findPasswordBody = z.strictObject({ email: emailField });
export type FindPasswordBody = z.input<typeof findPasswordBody>;

export const resetPasswordBody = z.strictObject({ token: opaqueToken, new_password: passwordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const outboxQuery = z.object({ to: text().trim().min(1).max(L.emailMax) });
export const outboxMessage = z.object({
  /** talk: 알림톡 (decision 124); its subject is the template code. */
  channel: z.enum(['sms', 'mail', 'talk']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.object({ messages: z.array(outboxMessage) });
/** A scheduled job run now in a sandbox (decision 133): `ran` false when another process was running it. */
export const devJobParams = z.strictObject({ name: text(60).regex(/^[a-z0-9-]{1,60}$/, { message: '작업 이름이 올바르지 않습니다.' }) });
export const devJobResponse = z.object({ name: z.string(), ran: z.boolean() });

/** GET /api/health (modules/health): the process answers. */
export const healthResponse = z.object({ status: z.literal('ok') });

/** Admin sign-in: made by a signed-in member (bearer); only the device text is sent (the specification). */
export const adminLoginBody = z.strictObject({ os: osField });
export type AdminLoginBody = z.input<typeof adminLoginBody>;
