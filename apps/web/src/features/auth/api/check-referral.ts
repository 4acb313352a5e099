import { useMutation } from '@tanstack/react-query';
import { referralResponse, type Envelope, type ReferralResponse } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Referral code check → {code, exists}. */
export async function checkReferral(code: string): Promise<Envelope<ReferralResponse | null>> {
  const envelope = await apiCall(authApi.referral, { params: { code: code.trim() } });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = referralResponse.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '추천인 코드 확인 결과를 읽지 못했습니다.', data: null };
}

export const useCheckReferralMutation = () => useMutation({ mutationFn: checkReferral });
