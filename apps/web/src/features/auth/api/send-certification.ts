import { useMutation } from '@tanstack/react-query';
import { certificationResponse, type CertificationResponse, type Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/**
 * Certification number {hpno, page, email?}: texts a six-digit number.
 * page 'signUp' (the member), 'guardian' (a guardian of an under-14), 'hpno' (phone change).
 */
export async function sendCertification(body: BodyOf<typeof authApi.certification>): Promise<Envelope<CertificationResponse | null>> {
  const envelope = await apiCall(authApi.certification, { body });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = certificationResponse.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '인증번호 발송 결과를 읽지 못했습니다.', data: null };
}

export const useSendCertificationMutation = () => useMutation({ mutationFn: sendCertification });
