import { useMutation } from '@tanstack/react-query';
import type { ChangeMarketBody, Envelope } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** Changes the marketing choice; the answer's message states the date of the change. */
export function changeMarket(body: ChangeMarketBody): Promise<Envelope<unknown>> {
  return apiCall(myApi.changeMarket, { body });
}

export const useChangeMarketMutation = () => useMutation({ mutationFn: changeMarket });
