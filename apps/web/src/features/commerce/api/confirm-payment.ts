import { useMutation } from '@tanstack/react-query';
import { orderDetail, type OrderDetail } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** The payment's confirmation {paymentKey, orderId, amount}: idempotent, so a reload of the success page is safe. */
export async function confirmPayment(body: BodyOf<typeof commerceApi.confirm>): Promise<OrderDetail> {
  return parseData(orderDetail, unwrap(await apiCall(commerceApi.confirm, { body })), '주문');
}

export const useConfirmPaymentMutation = () => useMutation({ mutationFn: confirmPayment });
