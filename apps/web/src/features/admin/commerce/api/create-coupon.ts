import type { CouponCreateBody } from '@school/contracts/admin';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** adminCommerceApi.createCoupon: one coupon, or a batch of single-use codes. */
export const useCreateCoupon = () => useConsoleChange((body: CouponCreateBody) => apiCall(adminCommerceApi.createCoupon, { body }));
