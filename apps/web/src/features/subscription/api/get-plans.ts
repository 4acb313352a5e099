import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlans } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The plans and the auto-renewal notice (with its version) the member agrees to. */
export function getPlans(): Promise<SubscriptionPlans> {
  return callParsed(subscriptionApi.plans, '구독 상품');
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['subscription', 'plans'], queryFn: getPlans });
export const usePlans = () => useQuery(plansQueryOptions());
