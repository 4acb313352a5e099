import { useMutation } from '@tanstack/react-query';
import type { ChangeNameBody, Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/my/user/name {user_name}. */
export function changeName(body: ChangeNameBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'PUT', url: '/api/my/user/name', data: body });
}

export const useChangeNameMutation = () => useMutation({ mutationFn: changeName });
