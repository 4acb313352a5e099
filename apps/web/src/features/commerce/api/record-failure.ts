import { useMutation } from '@tanstack/react-query';
import { orderDetail, type OrderDetail } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** Records 결제 실패/취소 for the order. */
export async function recordFailure(body: BodyOf<typeof commerceApi.fail>): Promise<OrderDetail> {
  return parseData(orderDetail, unwrap(await apiCall(commerceApi.fail, { body })), '주문');
}

export const useRecordFailureMutation = () => useMutation({ mutationFn: recordFailure });
