import { useQuery } from '@tanstack/react-query';
import type { SubscriptionRefundQuote } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** What a refund of the current period would return, by the refund rules. */
export function getRefundQuote(): Promise<SubscriptionRefundQuote> {
  return callParsed(subscriptionApi.refundQuote, '환불 금액');
}

export const useRefundQuote = (enabled: boolean) => useQuery({ queryKey: ['subscription', 'refund-quote'], queryFn: getRefundQuote, enabled, staleTime: 0 });
