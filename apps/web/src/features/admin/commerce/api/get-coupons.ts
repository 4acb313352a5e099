import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCoupons } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/commerce/coupons: coupons and batches with how many were registered and used. */
export const getCoupons = () => getParsed('/api/admin/commerce/coupons', adminCoupons, '쿠폰');

export const useCoupons = () => useQuery(queryOptions({ queryKey: ['admin', 'coupons'], queryFn: getCoupons }));
