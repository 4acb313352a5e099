import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponListResponse, CouponStatus } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/coupon?status&page&size: the member's coupons of one status, with counts for the tabs. */
export function getMyCoupons(status: CouponStatus, page = 1): Promise<CouponListResponse> {
  return getParsed(commercePaths.myCoupons, 'couponListResponse', '쿠폰', { status, page });
}

export const myCouponsQueryOptions = (status: CouponStatus, page = 1) =>
  queryOptions({ queryKey: ['commerce', 'coupons', status, page], queryFn: () => getMyCoupons(status, page) });

export const useMyCoupons = (status: CouponStatus, page = 1) => useQuery(myCouponsQueryOptions(status, page));
