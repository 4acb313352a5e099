import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlans } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/**
 * The plans and the auto-renewal notice (with its version) the member agrees to. Signed in, each plan's first payment
 * is the member's own (the first-period price is once per member), so the answer is kept apart from a visitor's.
 */
export function getPlans(): Promise<SubscriptionPlans> {
  return callParsed(subscriptionApi.plans, '구독 상품');
}

export const plansQueryOptions = (signedIn: boolean) => queryOptions({ queryKey: ['subscription', 'plans', signedIn ? 'member' : 'visitor'], queryFn: getPlans });
export const usePlans = (signedIn: boolean) => useQuery(plansQueryOptions(signedIn));
