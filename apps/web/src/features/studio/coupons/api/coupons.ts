import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioCouponBody } from '@school/contracts';
import { fillPath, studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { downloadStudioFile } from '../../api/download';

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

/** Ends a coupon (or a batch) now (decision 137); answers the server's Korean message. */
export function useEndStudioCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) => {
      const envelope = await apiCall(studioApi.endCoupon, { params: { key } });
      return { ...unwrap(envelope), message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio', 'coupons'] }),
  });
}

/** A batch's codes as CSV (UTF-8 with a BOM, Korean headers), with the studio session's token. */
export const downloadCouponCodes = (batch: string) => downloadStudioFile(fillPath(studioApi.couponBatchCsv.path, { batch }), `쿠폰번호-${batch.slice(0, 8)}.csv`);
