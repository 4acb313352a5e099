import { useMutation } from '@tanstack/react-query';
import type { ChangeMarketBody, Envelope } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/my/user/market {is_market}; the answer's message states the date of the change. */
export function changeMarket(body: ChangeMarketBody): Promise<Envelope<unknown>> {
  return apiRequest<unknown>({ method: 'PUT', url: '/api/my/user/market', data: body });
}

export const useChangeMarketMutation = () => useMutation({ mutationFn: changeMarket });
