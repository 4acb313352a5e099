import { useMutation } from '@tanstack/react-query';
import type { Envelope, FindPasswordBody } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Password-reset mail {email}: always the same 0000 answer for any e-mail (no account discovery). */
export function findPassword(body: FindPasswordBody): Promise<Envelope<unknown>> {
  return apiCall(authApi.findPassword, { body });
}

export const useFindPasswordMutation = () => useMutation({ mutationFn: findPassword });
