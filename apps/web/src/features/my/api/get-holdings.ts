import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyHoldings } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/holdings: passes and courses the member can watch now with their days left, and points. */
export const getHoldings = (): Promise<MyHoldings> => getParsed('/api/my/holdings', 'myHoldings', '보유 이용권');

export const holdingsQueryOptions = () => queryOptions({ queryKey: ['my', 'holdings'], queryFn: getHoldings });

export const useHoldings = () => useQuery(holdingsQueryOptions());
