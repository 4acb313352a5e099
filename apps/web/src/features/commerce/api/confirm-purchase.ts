import { useMutation } from '@tanstack/react-query';
import { orderDetail, type OrderDetail } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** 구매확정 (escrow receipt confirmation). */
export async function confirmPurchase(orderId: string): Promise<OrderDetail> {
  return parseData(orderDetail, unwrap(await apiCall(commerceApi.purchaseConfirm, { params: { order_id: orderId } })), '주문');
}

export const useConfirmPurchaseMutation = () => useMutation({ mutationFn: confirmPurchase });
