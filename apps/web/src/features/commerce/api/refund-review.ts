import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** The latest review request of this order and its answer. */
export const useRefundReview = (orderId: string) =>
  useQuery({ queryKey: ['commerce', 'refund-review', orderId], queryFn: () => callParsed(commerceApi.refundReview, '환불 검토', { params: { order_id: orderId } }) });

/** Asks the team to look at a refund the rule does not give. */
export function useRequestRefundReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const envelope = await apiCall(commerceApi.refundReviewRequest, { params: { order_id: orderId }, body: { reason } });
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['commerce', 'refund-review', orderId] }),
  });
}
