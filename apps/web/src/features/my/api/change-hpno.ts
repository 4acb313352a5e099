import { useMutation } from '@tanstack/react-query';
import type { ChangeHpnoBody, Envelope } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Changes the member's phone number: the number and its code come from certification with page 'hpno'. */
export function changeHpno(body: ChangeHpnoBody): Promise<Envelope<unknown>> {
  return apiCall(myApi.changeHpno, { body });
}

export const useChangeHpnoMutation = () => useMutation({ mutationFn: changeHpno });
