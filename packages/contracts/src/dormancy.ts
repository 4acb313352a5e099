import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';

/** Sign-in of a dormant account answers 2080 with this: the key to the restore steps (10 minutes). */
export const dormantChallenge = z.object({ dormant_token: z.string() });
export const dormantCodeBody = z.strictObject({ dormant_token: text(100).min(1) });
export const dormantCodeSent = z.object({ hpno_masked: z.string(), expires_in: z.number() });
export type DormantCodeSent = z.infer<typeof dormantCodeSent>;
export const dormantRestoreBody = z.strictObject({
  dormant_token: text(100).min(1),
  auth_no: text(6).regex(/^\d{6}$/, { message: '인증번호 6자리를 입력해 주세요.' }),
  os: text(200).default(''),
});
export type DormantRestoreBody = z.input<typeof dormantRestoreBody>;
