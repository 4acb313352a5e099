import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import {
  authNoField,
  birthField,
  emailField,
  hpnoField,
  nicknameField,
  osField,
  referralCodeField,
  userNameField,
} from './auth.ts';
import { accountLimits as L } from './limits.ts';
import { yesNo } from './menu.ts';

/** Social login providers (the specification). `email` is the provider_cd of password accounts in my info. */
export const socialProvider = z.enum(['naver', 'google', 'apple', 'kakao']);
export type SocialProvider = z.infer<typeof socialProvider>;

/** One-time values handed to the browser: 32 random bytes, base64url. */
const oneTime = text().trim().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, { message: '형식이 올바르지 않습니다.' });

/** A same-site path to return to after sign-in; anything else falls back to '/'. */
export const returnUrlField = text().trim().max(L.returnUrlMax).optional();

export const oauthStartParams = z.object({ provider_cd: socialProvider });
export const oauthStartQuery = z.object({ returnUrl: returnUrlField });
export const oauthStartResponse = z.object({
  provider_cd: socialProvider,
  /** Send the browser here (location.href = url). */
  url: z.string(),
  /** Seconds the sign-in may take before it must start again. */
  expires_in: z.number().int(),
});
export type OAuthStartResponse = z.infer<typeof oauthStartResponse>;

/** The social sign-ins this server can complete now (`sandbox`: a stand-in for development and tests). */
export const oauthProvidersResponse = z.object({ providers: z.array(z.object({ provider_cd: socialProvider, sandbox: z.boolean() })) });

// Providers add their own query fields (scope, authuser, …): known ones are bounded, the rest ignored.
const callbackFields = {
  code: text().max(4096).optional(),
  state: text().max(256).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
};
/** The provider's redirect back (Naver, Google). */
export const oauthCallbackQuery = z.object(callbackFields);
/** Apple's form_post back, with its id_token and, the first time, the person's name. */
export const appleCallbackBody = z.object({ ...callbackFields, id_token: text().max(8192).optional(), user: text().max(2000).optional() });

export const ologinBody = z.strictObject({ client_id: oneTime, provider_cd: socialProvider, os: osField });
export type OLoginBody = z.input<typeof ologinBody>;

/** `data` of code 2060: the social account is new; continue with osignup. */
export const socialSignupRequired = z.object({
  signup_token: z.string(),
  provider_cd: socialProvider,
  /** E-mail the provider vouched for, or '' when it gave none (the person then types one). */
  email: z.string(),
  email_verified: z.boolean(),
  user_name: z.string(),
  /** Seconds left to finish sign-up. */
  expires_in: z.number().int(),
});
export type SocialSignupRequired = z.infer<typeof socialSignupRequired>;

/** `data` of code 2063: the provider's e-mail already has a password account. */
export const socialLinkRequired = z.object({
  link_token: z.string(),
  provider_cd: socialProvider,
  email: z.string(),
  expires_in: z.number().int(),
});
export type SocialLinkRequired = z.infer<typeof socialLinkRequired>;

/** Links the social account to the existing password account, proven by its password. */
export const olinkBody = z.strictObject({
  link_token: oneTime,
  provider_cd: socialProvider,
  user_password: text().min(1, { message: '비밀번호를 입력해 주세요.' }).max(L.passwordMax),
  os: osField,
});
export type OLinkBody = z.input<typeof olinkBody>;

/** Links the social account just signed in at the provider to the signed-in member (from /my). */
export const olinkMineBody = z.strictObject({ client_id: oneTime, provider_cd: socialProvider });
export type OLinkMineBody = z.input<typeof olinkMineBody>;

export const osignupBody = z.strictObject({
  signup_token: oneTime,
  provider_cd: socialProvider,
  email: emailField,
  os: osField,
});
export type OSignupBody = z.input<typeof osignupBody>;
export const osignupResponse = z.object({
  provider_cd: socialProvider,
  email: z.string(),
  user_name: z.string(),
  expires_in: z.number().int(),
});
export type OSignupResponse = z.infer<typeof osignupResponse>;

const agreed = z.literal('Y', { message: '필수 약관에 동의해 주세요.' });
const blankable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** The rest of e-mail sign-up without a password: the provider is the credential. */
export const osignupCompleteBody = z.strictObject({
  signup_token: oneTime,
  provider_cd: socialProvider,
  os: osField,
  /** Optional: when sent it must be the e-mail confirmed at osignup. */
  email: blankable(emailField),
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
  guardian_name: blankable(userNameField),
  guardian_hpno: blankable(hpnoField),
  guardian_auth_no: blankable(authNoField),
});
export type OSignupCompleteBody = z.input<typeof osignupCompleteBody>;

/** `code` is the provider_cd of the link to remove (the specification names only the field). */
export const revokeBody = z.strictObject({ code: socialProvider });
export type RevokeBody = z.input<typeof revokeBody>;

export const linkedProvider = z.object({ provider_cd: socialProvider, email: z.string(), linked_at: z.string() });
export type LinkedProvider = z.infer<typeof linkedProvider>;
export const linkedSocialResponse = z.object({ social: z.array(linkedProvider) });
export type LinkedSocialResponse = z.infer<typeof linkedSocialResponse>;

/** The sandbox's stand-in for a provider's sign-in page (modules/dev): what our authorization address carries. */
export const sandboxAuthorizeQuery = z.object({ state: text().min(1).max(256), nonce: text().min(1).max(64), code_challenge: text().max(128).optional() });
