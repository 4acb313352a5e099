import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** subscriptionApi.resume: 해지 취소; answers the subscription as it now is. */
export async function resumeSubscription(): Promise<MySubscription> {
  return parseData(mySubscription, unwrap(await apiCall(subscriptionApi.resume)), '구독');
}

export function useResumeSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: (data) => queryClient.setQueryData(['subscription', 'mine'], data) });
}
