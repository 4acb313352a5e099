import type { AdminSeminarDetail, SeminarBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/seminars (new) or /api/admin/content/seminars/{seminar_sn}. */
export const useSaveSeminar = () =>
  useConsoleMutation<{ id: number | null; body: SeminarBody }, AdminSeminarDetail>(
    (v) => (v.id === null ? '/api/admin/content/seminars' : `/api/admin/content/seminars/${v.id}`),
    (v) => v.body,
  );
