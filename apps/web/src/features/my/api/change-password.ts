import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/my/user/password {user_password, new_password}; the server signs out the other devices. */
export function changePassword(body: ChangePasswordBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'PUT', url: '/api/my/user/password', data: body });
}

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
