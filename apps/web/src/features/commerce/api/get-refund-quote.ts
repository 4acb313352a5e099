import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundQuote } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The refund amount and how it was computed, before confirming. */
export function getRefundQuote(orderId: string): Promise<RefundQuote> {
  return callParsed(commerceApi.refundQuote, '환불 금액', { params: { order_id: orderId } });
}

export const refundQuoteQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['commerce', 'refund-quote', orderId], queryFn: () => getRefundQuote(orderId), staleTime: 0 });

export const useRefundQuote = (orderId: string) => useQuery(refundQuoteQueryOptions(orderId));
