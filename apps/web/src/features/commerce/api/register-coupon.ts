import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myCoupon, type CouponRegisterBody, type MyCoupon } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** POST /api/payment/coupon {cp_no}: registers a code once per member. */
export async function registerCoupon(body: CouponRegisterBody): Promise<MyCoupon> {
  return parseData(myCoupon, unwrap(await apiRequest<unknown>({ method: 'POST', url: commercePaths.couponRegister, data: body })), '쿠폰');
}

export function useRegisterCouponMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCoupon,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['commerce', 'coupons'] });
      void queryClient.invalidateQueries({ queryKey: ['commerce', 'quote'] });
    },
  });
}
