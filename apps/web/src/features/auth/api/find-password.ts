import { useMutation } from '@tanstack/react-query';
import type { Envelope, FindPasswordBody } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/findPassword {email}: always the same 0000 answer for any e-mail (no account discovery). */
export function findPassword(body: FindPasswordBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'POST', url: '/api/auth/findPassword', data: body });
}

export const useFindPasswordMutation = () => useMutation({ mutationFn: findPassword });
