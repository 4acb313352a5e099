import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListQuery, PaymentListResponse } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/payment?period&page&size: the member's purchase history. */
export function getMyPayments(query: PaymentListQuery): Promise<PaymentListResponse> {
  return getParsed(commercePaths.myPayments, 'paymentListResponse', '구매 내역', query);
}

export const myPaymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({ queryKey: ['commerce', 'payments', query.period ?? '1y', query.page ?? 1], queryFn: () => getMyPayments(query) });

export const useMyPayments = (query: PaymentListQuery) => useQuery(myPaymentsQueryOptions(query));
