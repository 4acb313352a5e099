import { z } from 'zod';
import './zod-locale.ts';
import { emailField } from './auth.ts';
import { inquiryBody } from './cs.ts';
import { text } from './text.ts';

/*
 * What a member is told about their own account and how they reach the school (issue 33 items 13, 14;
 * docs/decisions/087): the suspension behind a 0905, the signed-out contact form (notification choices: notifications.ts).
 */

/** The `data` of a 0905 for a suspended account, given only to whoever proved to be that member (token or password). */
export const suspensionNotice = z.object({
  status: z.literal('suspended'),
  /** Written by staff for the member. */
  reason: z.string(),
  /** ISO; null: until staff lift it. */
  until: z.string().nullable(),
});
export type SuspensionNotice = z.infer<typeof suspensionNotice>;

/** The customer centre's contact form, for anyone signed out (a suspended member, a visitor): answered by mail. */
export const contactBody = inquiryBody.extend({
  name: text(undefined, { message: '이름을 입력해 주세요.' })
    .max(30, { message: '이름은 30자 이하로 입력해 주세요.' })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: '이름을 입력해 주세요.' }),
  email: emailField,
});
export type ContactInput = z.input<typeof contactBody>;
export const contactReceipt = z.object({ inquiry_sn: z.number().int() });

