import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The point balance, what expires soon and the ledger. */
export function getBalance(page = 1): Promise<BalanceResponse> {
  return callParsed(commerceApi.balance, '포인트', { query: { page, size: 5 } });
}

export const balanceQueryOptions = (page = 1) => queryOptions({ queryKey: ['commerce', 'balance', page], queryFn: () => getBalance(page) });

export const useBalance = (page = 1) => useQuery(balanceQueryOptions(page));
