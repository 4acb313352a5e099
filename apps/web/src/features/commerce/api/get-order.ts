import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One of the member's orders (404 for anyone else's). */
export function getOrder(orderId: string): Promise<OrderDetail> {
  return callParsed(commerceApi.order, '주문', { params: { order_id: orderId } });
}

export const orderQueryOptions = (orderId: string) => queryOptions({ queryKey: ['commerce', 'order', orderId], queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string, enabled = true) => useQuery({ ...orderQueryOptions(orderId), enabled });
