import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@school/contracts';
import { subscriptionApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** subscriptionApi.consent: 금액 동의; answers the subscription as it now is. */
export async function consentPrice(body: BodyOf<typeof subscriptionApi.consent>): Promise<MySubscription> {
  return parseData(mySubscription, unwrap(await apiCall(subscriptionApi.consent, { body })), '구독');
}

export function useConsentPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: consentPrice, onSuccess: (data) => queryClient.setQueryData(['subscription', 'mine'], data) });
}
