import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@school/contracts';
import { subscriptionApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** subscriptionApi.refund: 환불; answers the subscription as it now is. */
export async function refundSubscription(body: BodyOf<typeof subscriptionApi.refund>): Promise<MySubscription> {
  return parseData(mySubscription, unwrap(await apiCall(subscriptionApi.refund, { body })), '구독');
}

export function useRefundSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundSubscription, onSuccess: (data) => queryClient.setQueryData(['subscription', 'mine'], data) });
}
