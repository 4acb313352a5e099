import type { AdminRefundBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/commerce/orders/{order_id}/refund {mode, amount?, reason}. */
export const useRefundOrder = () =>
  useConsoleMutation<AdminRefundBody & { orderId: string }>(
    (v) => `/api/admin/commerce/orders/${v.orderId}/refund`,
    ({ orderId: _orderId, ...body }) => body,
  );
