import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import { birthField, hpnoField, userNameField } from './auth.ts';
import { returnUrlField } from './social.ts';

/** Starts an identity check: what the page needs to open the provider's window. */
export const idenRequestBody = z.strictObject({ returnUrl: returnUrlField });
export type IdenRequestBody = z.input<typeof idenRequestBody>;
export const idenRequestResponse = z.object({
  /** `mobileok` (드림시큐리티) or `sandbox` (a local stand-in window). */
  provider: z.string(),
  /**
   * Open this in a window. For mobileok it is the MOK script page; `request_info` is then passed to
   * its `MOBILEOK.process(...)`. For sandbox it is a complete page that returns to `returnUrl`
   * with `#encryptMOKKeyToken=…`.
   */
  window_url: z.string(),
  /** The MOKAuthRequestInfo JSON string (mobileok), or '' for sandbox. */
  request_info: z.string(),
  expires_in: z.number().int(),
});
export type IdenRequestResponse = z.infer<typeof idenRequestResponse>;

export const idenBody = z.strictObject({
  encryptMOKKeyToken: text().trim().min(1, { message: '본인인증 결과가 없습니다.' }).max(4096),
});
export type IdenBody = z.input<typeof idenBody>;

export const idenResult = z.object({
  verified: z.literal(true),
  verified_at: z.string(),
  user_name: z.string(),
  birth: z.string(),
  gender: z.enum(['M', 'F']),
});
export type IdenResult = z.infer<typeof idenResult>;

/** Never carries CI or DI. */
export const idenCheck = z.object({
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  provider: z.string().nullable(),
});
export type IdenCheck = z.infer<typeof idenCheck>;

/** The sandbox's stand-in identity window (modules/dev): the transaction and where to return. */
export const sandboxIdenWindowQuery = z.object({ tx: text().min(1).max(64), return: text().max(2000).optional() });
/** The stand-in window's form: the person it vouches for, or a failure. */
export const sandboxIdenCompleteQuery = z.object({
  tx: text().min(1).max(64),
  return: text().max(2000).optional(),
  name: userNameField,
  birth: birthField,
  gender: z.enum(['M', 'F']),
  hpno: hpnoField,
  fail: z.literal('Y').optional(),
});
