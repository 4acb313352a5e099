import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminCommerceApi.coupons: coupons and batches with how many were registered and used. */
export const getCoupons = () => callParsed(adminCommerceApi.coupons, '쿠폰', { schemas: consoleSchemas() });

export const useCoupons = () => useQuery(queryOptions({ queryKey: ['admin', 'coupons'], queryFn: getCoupons }));
