import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/balance: the point balance, what expires soon and the ledger. */
export function getBalance(page = 1): Promise<BalanceResponse> {
  return getParsed(commercePaths.balance, 'balanceResponse', '포인트', { page, size: 5 });
}

export const balanceQueryOptions = (page = 1) => queryOptions({ queryKey: ['commerce', 'balance', page], queryFn: () => getBalance(page) });

export const useBalance = (page = 1) => useQuery(balanceQueryOptions(page));
