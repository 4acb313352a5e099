import { useQuery } from '@tanstack/react-query';
import type { AdminRefundBody } from '@school/contracts/admin';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** adminCommerceApi.refundReviews (state=open): members' requests for a refund outside the rule. */
export const useRefundReviews = () =>
  useQuery({
    queryKey: ['admin', 'commerce', 'refund-reviews'],
    queryFn: () => callParsed(adminCommerceApi.refundReviews, '환불 검토 요청', { query: { state: 'open' }, schemas: consoleSchemas() }),
  });

/** adminCommerceApi.approveReview {mode, amount?, reason}: refunds and answers. */
export const useApproveReview = () => useConsoleChange((v: On<AdminRefundBody>) => apiCall(adminCommerceApi.approveReview, { params: { id: v.id }, body: bodyOf(v) }));

/** adminCommerceApi.refuseReview {answer}. */
export const useRefuseReview = () => useConsoleChange((v: On<{ answer: string }>) => apiCall(adminCommerceApi.refuseReview, { params: { id: v.id }, body: bodyOf(v) }));
