import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** subscriptionApi.cancel: 해지 예약; answers the subscription as it now is. */
export async function cancelSubscription(): Promise<MySubscription> {
  return parseData(mySubscription, unwrap(await apiCall(subscriptionApi.cancel)), '구독');
}

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: (data) => queryClient.setQueryData(['subscription', 'mine'], data) });
}
