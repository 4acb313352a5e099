import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@school/contracts';
import { subscriptionApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** subscriptionApi.activate: 카드 등록 완료; answers the subscription as it now is. */
export async function activateSubscription(body: BodyOf<typeof subscriptionApi.activate>): Promise<MySubscription> {
  return parseData(mySubscription, unwrap(await apiCall(subscriptionApi.activate, { body })), '구독');
}

export function useActivateSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateSubscription, onSuccess: (data) => queryClient.setQueryData(['subscription', 'mine'], data) });
}
