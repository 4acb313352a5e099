import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyHoldings } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Passes and courses the member can watch now with their days left, and points. */
export const getHoldings = (): Promise<MyHoldings> => callParsed(myApi.holdings, '보유 이용권');

export const holdingsQueryOptions = () => queryOptions({ queryKey: ['my', 'holdings'], queryFn: getHoldings });

export const useHoldings = () => useQuery(holdingsQueryOptions());
