import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeOrder } from '@school/contracts';
import { practiceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { PRACTICE_KEY } from './get-account';

export async function placeOrder(body: BodyOf<typeof practiceApi.order>): Promise<PracticeOrder> {
  return unwrap(await apiCall(practiceApi.order, { body }));
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: PRACTICE_KEY }) });
}
