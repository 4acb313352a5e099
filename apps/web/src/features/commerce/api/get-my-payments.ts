import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListResponse } from '@school/contracts';
import { commerceApi, type QueryOf } from '@school/contracts/endpoints';

export type PaymentListQuery = QueryOf<typeof commerceApi.myPayments>;
import { callParsed } from '../../../lib/get-parsed';

/** The member's purchase history. */
export function getMyPayments(query: PaymentListQuery): Promise<PaymentListResponse> {
  return callParsed(commerceApi.myPayments, '구매 내역', { query });
}

export const myPaymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({ queryKey: ['commerce', 'payments', query.period ?? '1y', query.page ?? 1], queryFn: () => getMyPayments(query) });

export const useMyPayments = (query: PaymentListQuery) => useQuery(myPaymentsQueryOptions(query));
