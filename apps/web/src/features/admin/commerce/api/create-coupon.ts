import type { CouponCreateBody, CouponCreated } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/commerce/coupons: one coupon, or a batch of single-use codes. */
export const useCreateCoupon = () => useConsoleMutation<CouponCreateBody, CouponCreated>(() => '/api/admin/commerce/coupons');
