import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/payment/order/:order_id: one of the member's orders (404 for anyone else's). */
export function getOrder(orderId: string): Promise<OrderDetail> {
  return getParsed(commercePaths.order.replace(':order_id', encodeURIComponent(orderId)), 'orderDetail', '주문');
}

export const orderQueryOptions = (orderId: string) => queryOptions({ queryKey: ['commerce', 'order', orderId], queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string, enabled = true) => useQuery({ ...orderQueryOptions(orderId), enabled });
