import { useQuery } from '@tanstack/react-query';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** adminCommerceApi.refundQuote: what the refund rule gives back (the member contracts' refundQuote). */
export const getRefundQuote = (orderId: string) => callParsed(adminCommerceApi.refundQuote, '환불 금액', { params: { order_id: orderId } });

export const useRefundQuote = (orderId: string | null) =>
  useQuery({ queryKey: ['admin', 'refund-quote', orderId], queryFn: () => getRefundQuote(orderId ?? ''), enabled: orderId !== null });
