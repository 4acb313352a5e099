import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout {refreshToken}: ends this device's session on the server. */
export function logout(refreshToken: string): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'POST', url: '/api/auth/logout', data: { refreshToken }, authRedirect: false });
}

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
