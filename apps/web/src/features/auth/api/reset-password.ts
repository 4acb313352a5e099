import { useMutation } from '@tanstack/react-query';
import type { Envelope, ResetPasswordBody } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** New password {token, new_password}: the mailed link's token; ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<Envelope<unknown>> {
  return apiCall(authApi.resetPassword, { body, authRedirect: false });
}

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
