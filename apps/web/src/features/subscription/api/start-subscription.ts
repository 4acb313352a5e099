import { useMutation } from '@tanstack/react-query';
import { subscriptionBillingStart, type SubscriptionBillingStart } from '@school/contracts';
import { subscriptionApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** Records the consent's version and opens a card registration for the billing-auth window. */
export async function startSubscription(body: BodyOf<typeof subscriptionApi.start>): Promise<SubscriptionBillingStart> {
  return parseData(subscriptionBillingStart, unwrap(await apiCall(subscriptionApi.start, { body })), '카드 등록');
}

export const useStartSubscriptionMutation = () => useMutation({ mutationFn: startSubscription });
