import { useMutation } from '@tanstack/react-query';
import type { ChangeNameBody, Envelope } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Changes the member's name. */
export function changeName(body: ChangeNameBody): Promise<Envelope<unknown>> {
  return apiCall(myApi.changeName, { body });
}

export const useChangeNameMutation = () => useMutation({ mutationFn: changeName });
