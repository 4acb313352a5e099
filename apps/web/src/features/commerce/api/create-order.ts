import { useMutation } from '@tanstack/react-query';
import { orderCreated, type OrderCreated } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** The server makes the order and computes the amount (the client never sends a price). */
export async function createOrder(body: BodyOf<typeof commerceApi.orderCreate>): Promise<OrderCreated> {
  return parseData(orderCreated, unwrap(await apiCall(commerceApi.orderCreate, { body })), '주문');
}

export const useCreateOrderMutation = () => useMutation({ mutationFn: createOrder });
