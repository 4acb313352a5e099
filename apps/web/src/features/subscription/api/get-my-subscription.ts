import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySubscription } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's subscription: next charge, 해지 예약, card, every charge. */
export function getMySubscription(): Promise<MySubscription> {
  return callParsed(subscriptionApi.mine, '구독');
}

export const mySubscriptionQueryOptions = () => queryOptions({ queryKey: ['subscription', 'mine'], queryFn: getMySubscription });
export const useMySubscription = () => useQuery(mySubscriptionQueryOptions());
