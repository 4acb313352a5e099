import { useMutation } from '@tanstack/react-query';
import { orderDetail, type FailBody, type OrderDetail } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** POST /api/payment/fail {orderId, code, message}: records 결제 실패/취소 for the order. */
export async function recordFailure(body: FailBody): Promise<OrderDetail> {
  return parseData(orderDetail, unwrap(await apiRequest<unknown>({ method: 'POST', url: commercePaths.fail, data: body })), '주문');
}

export const useRecordFailureMutation = () => useMutation({ mutationFn: recordFailure });
