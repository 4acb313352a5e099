import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import { authNoField, hpnoField, passwordField, userNameField } from './auth.ts';
import { accountLimits as L } from './limits.ts';
import { yesNo } from './menu.ts';

export const device = z.object({
  os: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The device making this request. */
  current: z.boolean(),
});
export type Device = z.infer<typeof device>;

export const myUser = z.object({
  email: z.string(),
  user_name: z.string(),
  nickname: z.string(),
  /** Masked: 010-****-5678. */
  hpno: z.string(),
  birth: z.string(),
  gender: z.enum(['M', 'F']),
  is_market: yesNo,
  /** When marketing consent was last given or withdrawn (ISO time). */
  market_changed_at: z.string().nullable(),
  referral_code: z.string(),
  provider_cd: z.string(),
  created_at: z.string(),
  devices: z.array(device),
});
export type MyUser = z.infer<typeof myUser>;

export const simpleUser = z.object({
  email: z.string(),
  user_name: z.string(),
  nickname: z.string(),
  provider_cd: z.string(),
  role: z.enum(['member', 'teacher', 'staff', 'admin']),
});
export type SimpleUser = z.infer<typeof simpleUser>;

export const changePasswordBody = z.strictObject({
  user_password: text().min(1, { message: '현재 비밀번호를 입력해 주세요.' }).max(L.passwordMax),
  new_password: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const changeHpnoBody = z.strictObject({ hpno: hpnoField, auth_no: authNoField });
export type ChangeHpnoBody = z.input<typeof changeHpnoBody>;
/** The new number, masked (010-****-5678). */
export const changeHpnoResponse = z.object({ hpno: z.string() });

export const changeNameBody = z.strictObject({ user_name: userNameField });
export type ChangeNameBody = z.input<typeof changeNameBody>;
export const changeNameResponse = z.object({ user_name: z.string() });

export const changeMarketBody = z.strictObject({ is_market: yesNo });
export type ChangeMarketBody = z.input<typeof changeMarketBody>;
export const marketResponse = z.object({ is_market: yesNo, market_changed_at: z.string() });

/** A pass or course the member can watch now, with its end (issue 33 items 15, 16). */
export const heldAccess = z.object({
  title: z.string(),
  kind: z.enum(['pass', 'course']),
  /** ISO; null: no end date. */
  valid_until: z.string().nullable(),
  /** Whole days left, counted up (ends later today = 1); null: no end date. */
  days_left: z.number().int().nullable(),
  /** What it opens, in Korean: "이용권 포함 강의 전체", "해외주식 분야의 이용권 포함 강의 전체", "<강의명> 강의". */
  covers: z.string(),
  /** A single course's access: that course. */
  course_sn: z.number().int().nullable(),
  /** A pass of one category (null: every pass course) and its parent, to link the category's list. */
  ca_sn: z.number().int().nullable(),
  p_ca_sn: z.number().int().nullable(),
});
export type HeldAccess = z.infer<typeof heldAccess>;
export const myHoldings = z.object({
  access: z.array(heldAccess),
  points: z.number().int(),
});
export type MyHoldings = z.infer<typeof myHoldings>;

export const withdrawalAvailability = z.object({
  available: z.boolean(),
  /** What is lost with the account, listed before the member confirms. */
  holdings: myHoldings,
  /** How the member confirms: the account's password, or (no password: social sign-in only) typing WITHDRAWAL_PHRASE. */
  confirm_with: z.enum(['password', 'phrase']),
  /** Why withdrawal is blocked right now (Korean); empty when available. */
  reasons: z.array(z.string()),
  /** What happens to the account's data (Korean), to show before confirming. */
  notices: z.array(z.string()),
});
export type WithdrawalAvailability = z.infer<typeof withdrawalAvailability>;

export const withdrawalBody = z.strictObject({
  refreshToken: text().trim().min(1).max(256),
  /** The account's password (accounts that have one). */
  user_password: text().max(L.passwordMax).optional(),
  /** WITHDRAWAL_PHRASE, typed by accounts without a password. */
  confirm_phrase: text().trim().max(20).optional(),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const signupBenefit = z.object({
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  /** granted: recorded, waiting for the coupon system; redeemed: turned into a coupon. */
  status: z.enum(['granted', 'redeemed', 'expired']),
  granted_at: z.string(),
  expires_at: z.string().nullable(),
});
export type SignupBenefit = z.infer<typeof signupBenefit>;
export const signupBenefitResponse = z.object({ benefits: z.array(signupBenefit) });
export type SignupBenefitResponse = z.infer<typeof signupBenefitResponse>;
