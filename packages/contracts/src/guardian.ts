import { z } from 'zod';
import './zod-locale.ts';
import { emailField, hpnoField, nicknameField, userNameField } from './auth.ts';
import { text } from './text.ts';

/** The guardian's proof: the child's e-mail, the guardian phone recorded at sign-up, and its SMS code. */
export const guardianVerifyBody = z.strictObject({
  email: emailField,
  guardian_hpno: hpnoField,
  auth_no: text(6).regex(/^\d{6}$/, { message: '인증번호 6자리를 입력해 주세요.' }),
});
export type GuardianVerifyBody = z.input<typeof guardianVerifyBody>;
export const guardianSession = z.object({ guardian_token: z.string(), expires_in: z.number() });
export type GuardianSession = z.infer<typeof guardianSession>;
/** Every guardian call carries the key from /verify in this header (30 minutes). */
export const guardianHeaders = z.object({ 'x-guardian-token': text(1000).min(1, { message: '보호자 확인이 필요합니다.' }) });

export const guardianChild = z.object({
  email: z.string(),
  user_name: z.string(),
  nickname: z.string(),
  birth: z.string(),
  gender: z.enum(['M', 'F']),
  hpno: z.string(),
  is_market: z.enum(['Y', 'N']),
  market_changed_at: z.string().nullable(),
  created_at: z.string(),
  guardian_name: z.string(),
  orders: z.array(z.object({ order_id: z.string(), order_name: z.string(), amount: z.number(), status: z.string(), created_at: z.string() })),
  learning: z.array(z.object({ course_sn: z.number(), title: z.string(), lectures_watched: z.number(), lectures_completed: z.number(), last_watched_at: z.string() })),
});
export type GuardianChild = z.infer<typeof guardianChild>;

/** What a guardian may correct; at least one field. */
export const guardianCorrectBody = z
  .strictObject({ user_name: userNameField.optional(), nickname: nicknameField.optional(), is_market: z.enum(['Y', 'N']).optional() })
  .refine((b) => b.user_name !== undefined || b.nickname !== undefined || b.is_market !== undefined, { message: '고칠 항목을 입력해 주세요.' });
export type GuardianCorrectBody = z.infer<typeof guardianCorrectBody>;
