import { useQuery } from '@tanstack/react-query';
import { adminRefundReviews, type AdminRefundBody } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** GET /api/admin/commerce/refund-reviews?state=open: members' requests for a refund outside the rule. */
export const useRefundReviews = () =>
  useQuery({ queryKey: ['admin', 'commerce', 'refund-reviews'], queryFn: () => getParsed('/api/admin/commerce/refund-reviews', adminRefundReviews, '환불 검토 요청', { state: 'open' }) });

/** POST /api/admin/commerce/refund-reviews/{id}/approve {mode, amount?, reason}: refunds and answers. */
export const useApproveReview = () => useConsoleMutation<On<AdminRefundBody>>((v) => `/api/admin/commerce/refund-reviews/${v.id}/approve`, bodyOf);

/** POST /api/admin/commerce/refund-reviews/{id}/refuse {answer}. */
export const useRefuseReview = () => useConsoleMutation<On<{ answer: string }>>((v) => `/api/admin/commerce/refund-reviews/${v.id}/refuse`, bodyOf);
