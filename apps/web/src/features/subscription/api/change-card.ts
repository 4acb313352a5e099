import { useMutation } from '@tanstack/react-query';
import { subscriptionBillingStart, type SubscriptionBillingStart } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** A new card registration for the live subscription (the window comes back to the same success page). */
export async function changeCard(): Promise<SubscriptionBillingStart> {
  return parseData(subscriptionBillingStart, unwrap(await apiCall(subscriptionApi.changeCard)), '카드 변경');
}

export const useChangeCardMutation = () => useMutation({ mutationFn: changeCard });
