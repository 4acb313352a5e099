import { useMutation } from '@tanstack/react-query';
import type { Envelope, OrderDetail, RefundBody } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/my/payment/:order_id/refund {expected_amount, reason}: returns the envelope (4051 = the amount changed). */
export function requestRefund({ orderId, ...body }: RefundBody & { orderId: string }): Promise<Envelope<OrderDetail>> {
  return apiRequest<OrderDetail>({ method: 'POST', url: commercePaths.refund.replace(':order_id', encodeURIComponent(orderId)), data: body });
}

export const useRequestRefundMutation = () => useMutation({ mutationFn: requestRefund });
