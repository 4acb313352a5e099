import { dormantCodeSent, type DormantCodeSent, type DormantRestoreBody, type Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { dormancyApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { tokensOf, type TokenResult } from './login';

/** Dormant wake-up, step 1: the restore code to the phone on file; the envelope whatever the code. */
export async function sendDormantCode(dormantToken: string): Promise<Envelope<DormantCodeSent | null>> {
  const envelope = await apiCall(dormancyApi.sendCode, { body: { dormant_token: dormantToken }, authRedirect: false });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = dormantCodeSent.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '인증번호 발송 결과를 받지 못했습니다. 다시 시도해 주세요.', data: null };
}

/** Dormant wake-up, step 2: the right code wakes the account and answers a token pair like sign-in. */
export async function restoreDormant(body: DormantRestoreBody): Promise<TokenResult> {
  return tokensOf(await apiCall(dormancyApi.restore, { body, authRedirect: false }));
}
