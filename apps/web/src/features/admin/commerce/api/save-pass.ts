import type { PassBody } from '@school/contracts/admin';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** adminCommerceApi.createPass (new) or adminCommerceApi.updatePass. */
export const useSavePass = () =>
  useConsoleChange(({ id, body }: { id: number | null; body: PassBody }) =>
    id === null ? apiCall(adminCommerceApi.createPass, { body }) : apiCall(adminCommerceApi.updatePass, { params: { product_id: id }, body }),
  );
