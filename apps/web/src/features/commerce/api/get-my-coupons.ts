import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponListResponse, CouponStatus } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's coupons of one status, with counts for the tabs. */
export function getMyCoupons(status: CouponStatus, page = 1): Promise<CouponListResponse> {
  return callParsed(commerceApi.myCoupons, '쿠폰', { query: { status, page } });
}

export const myCouponsQueryOptions = (status: CouponStatus, page = 1) =>
  queryOptions({ queryKey: ['commerce', 'coupons', status, page], queryFn: () => getMyCoupons(status, page) });

export const useMyCoupons = (status: CouponStatus, page = 1) => useQuery(myCouponsQueryOptions(status, page));
