import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundQuote } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/payment/:order_id/refund: the refund amount and how it was computed, before confirming. */
export function getRefundQuote(orderId: string): Promise<RefundQuote> {
  return getParsed(commercePaths.refundQuote.replace(':order_id', encodeURIComponent(orderId)), 'refundQuote', '환불 금액');
}

export const refundQuoteQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['commerce', 'refund-quote', orderId], queryFn: () => getRefundQuote(orderId), staleTime: 0 });

export const useRefundQuote = (orderId: string) => useQuery(refundQuoteQueryOptions(orderId));
