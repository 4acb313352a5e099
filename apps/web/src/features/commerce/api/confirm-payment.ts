import { useMutation } from '@tanstack/react-query';
import { orderDetail, type ConfirmBody, type OrderDetail } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** POST /api/payment/confirm {paymentKey, orderId, amount}: idempotent, so a reload of the success page is safe. */
export async function confirmPayment(body: ConfirmBody): Promise<OrderDetail> {
  return parseData(orderDetail, unwrap(await apiRequest<unknown>({ method: 'POST', url: commercePaths.confirm, data: body })), '주문');
}

export const useConfirmPaymentMutation = () => useMutation({ mutationFn: confirmPayment });
