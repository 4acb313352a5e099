import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myCoupon, type MyCoupon } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** Registers a code once per member. */
export async function registerCoupon(body: BodyOf<typeof commerceApi.couponRegister>): Promise<MyCoupon> {
  return parseData(myCoupon, unwrap(await apiCall(commerceApi.couponRegister, { body })), '쿠폰');
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
