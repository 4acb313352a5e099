import { useQuery } from '@tanstack/react-query';
import { refundQuote } from '@school/contracts';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/commerce/orders/{order_id}/refund-quote: what the refund rule gives back. */
export const getRefundQuote = (orderId: string) => getParsed(`/api/admin/commerce/orders/${orderId}/refund-quote`, refundQuote, '환불 금액');

export const useRefundQuote = (orderId: string | null) =>
  useQuery({ queryKey: ['admin', 'refund-quote', orderId], queryFn: () => getRefundQuote(orderId ?? ''), enabled: orderId !== null });
