import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { getParsed } from '../../../lib/get-parsed';

const path = (orderId: string) => `/api/my/payment/${encodeURIComponent(orderId)}/refund-review`;

/** GET /api/my/payment/:order_id/refund-review: the latest review request of this order and its answer. */
export const useRefundReview = (orderId: string) =>
  useQuery({ queryKey: ['commerce', 'refund-review', orderId], queryFn: () => getParsed(path(orderId), 'refundReviewState', '환불 검토') });

/** POST /api/my/payment/:order_id/refund-review {reason}: asks the team to look at a refund the rule does not give. */
export function useRequestRefundReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const envelope = await apiRequest({ method: 'POST', url: path(orderId), data: { reason } });
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['commerce', 'refund-review', orderId] }),
  });
}
