import { useMutation } from '@tanstack/react-query';
import { orderDetail, type OrderDetail } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** POST /api/my/payment/:order_id/confirm: 구매확정 (escrow receipt confirmation). */
export async function confirmPurchase(orderId: string): Promise<OrderDetail> {
  const url = commercePaths.purchaseConfirm.replace(':order_id', encodeURIComponent(orderId));
  return parseData(orderDetail, unwrap(await apiRequest<unknown>({ method: 'POST', url })), '주문');
}

export const useConfirmPurchaseMutation = () => useMutation({ mutationFn: confirmPurchase });
