import { useMutation } from '@tanstack/react-query';
import type { ChangeHpnoBody, Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/my/user/hpno {hpno, auth_no}: the number comes from certification with page 'hpno'. */
export function changeHpno(body: ChangeHpnoBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'PUT', url: '/api/my/user/hpno', data: body });
}

export const useChangeHpnoMutation = () => useMutation({ mutationFn: changeHpno });
