import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { PRACTICE_KEY } from './get-account';

export async function cancelOrder(orderId: number): Promise<void> {
  unwrap(await apiCall(practiceApi.cancel, { params: { order_id: orderId } }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: PRACTICE_KEY }) });
}
