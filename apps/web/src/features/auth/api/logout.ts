import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Sign-out {refreshToken}: ends this device's session on the server. */
export function logout(refreshToken: string): Promise<Envelope<unknown>> {
  return apiCall(authApi.logout, { body: { refreshToken }, authRedirect: false });
}

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
