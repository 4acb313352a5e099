import type { AdminRefundBody } from '@school/contracts/admin';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** adminCommerceApi.refund {mode, amount?, reason}. */
export const useRefundOrder = () =>
  useConsoleChange(({ orderId, ...body }: AdminRefundBody & { orderId: string }) => apiCall(adminCommerceApi.refund, { params: { order_id: orderId }, body }));
