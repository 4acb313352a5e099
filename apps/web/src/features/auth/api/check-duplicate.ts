import { useMutation } from '@tanstack/react-query';
import { dupResponse, type DupBody, type DupResponse, type Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Duplicate check {type, value} → {type, duplicated}. A mutation: the answer changes as people sign up. */
export async function checkDuplicate(body: DupBody): Promise<Envelope<DupResponse | null>> {
  const envelope = await apiCall(authApi.duplicate, { body });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = dupResponse.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '중복 확인 결과를 읽지 못했습니다.', data: null };
}

export const useCheckDuplicateMutation = () => useMutation({ mutationFn: checkDuplicate });
