import { useMutation } from '@tanstack/react-query';
import type { Envelope, ResetPasswordBody } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resetPassword {token, new_password}: the mailed link's token; ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'POST', url: '/api/auth/resetPassword', data: body, authRedirect: false });
}

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
