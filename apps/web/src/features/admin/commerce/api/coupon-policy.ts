import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponPolicyBody } from '@school/contracts';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { useConsoleChange } from '../../api/console-call';

/** adminCommerceApi.couponPolicy: the limits on teachers' coupons (decision 132). */
export const useCouponPolicy = () => useQuery(queryOptions({ queryKey: ['admin', 'coupon-policy'], queryFn: () => callParsed(adminCommerceApi.couponPolicy, '강사 쿠폰 정책') }));

/** adminCommerceApi.saveCouponPolicy: an admin's audited change, with a reason. */
export const useSaveCouponPolicy = () => useConsoleChange((body: CouponPolicyBody) => apiCall(adminCommerceApi.saveCouponPolicy, { body }));
