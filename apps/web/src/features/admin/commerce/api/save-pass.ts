import type { PassBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/commerce/passes (new) or /api/admin/commerce/passes/{product_id}. */
export const useSavePass = () =>
  useConsoleMutation<{ id: number | null; body: PassBody }>((v) => (v.id === null ? '/api/admin/commerce/passes' : `/api/admin/commerce/passes/${v.id}`), (v) => v.body);
