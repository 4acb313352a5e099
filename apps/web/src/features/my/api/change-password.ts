import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, Envelope } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Changes the password (the current one proves it is the member); the server signs out the other devices. */
export function changePassword(body: ChangePasswordBody): Promise<Envelope<unknown>> {
  return apiCall(myApi.changePassword, { body });
}

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
