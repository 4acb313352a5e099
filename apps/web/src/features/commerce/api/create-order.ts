import { useMutation } from '@tanstack/react-query';
import { orderCreated, type OrderCreateBody, type OrderCreated } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** POST /api/payment/order: the server makes the order and computes the amount (the client never sends a price). */
export async function createOrder(body: OrderCreateBody): Promise<OrderCreated> {
  return parseData(orderCreated, unwrap(await apiRequest<unknown>({ method: 'POST', url: commercePaths.orderCreate, data: body })), '주문');
}

export const useCreateOrderMutation = () => useMutation({ mutationFn: createOrder });
