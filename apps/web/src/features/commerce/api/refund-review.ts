import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** The latest review request of this order and its answer. */
export const useRefundReview = (orderId: string) =>
  useQuery({ queryKey: ['commerce', 'refund-review', orderId], queryFn: () => callParsed(commerceApi.refundReview, '환불 검토', { params: { order_id: orderId } }) });

/** Asks the team to look at a refund the rule does not give (a 가상계좌 order: with the refund account). */
export function useRequestRefundReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof commerceApi.refundReviewRequest>) => {
      const envelope = await apiCall(commerceApi.refundReviewRequest, { params: { order_id: orderId }, body });
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['commerce', 'refund-review', orderId] }),
  });
}
