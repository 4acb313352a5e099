import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioCouponBody } from '@school/contracts';
import { studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';

// A teacher's coupons in the studio (decision 132), on the studio session.

export const studioCouponsQuery = () => queryOptions({ queryKey: ['studio', 'coupons'], queryFn: () => callParsed(studioApi.coupons, '쿠폰') });

/** Makes a coupon; a refusal throws the server's Korean message (with the policy's limit in it). */
export function useCreateStudioCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StudioCouponBody) => {
      const envelope = await apiCall(studioApi.createCoupon, { body });
      return { ...unwrap(envelope), message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio', 'coupons'] }),
  });
}
