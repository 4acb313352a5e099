import { useMutation } from '@tanstack/react-query';
import type { Envelope, OrderDetail } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** The refund {expected_amount, reason, refund_account (가상계좌 only)}: returns the envelope (4051 = the amount changed, 830x = the account). */
export function requestRefund({ orderId, ...body }: BodyOf<typeof commerceApi.refund> & { orderId: string }): Promise<Envelope<OrderDetail>> {
  return apiCall(commerceApi.refund, { params: { order_id: orderId }, body });
}

export const useRequestRefundMutation = () => useMutation({ mutationFn: requestRefund });
