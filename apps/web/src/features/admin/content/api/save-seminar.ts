import type { SeminarBody } from '@school/contracts/admin';
import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new seminar (id null) or a change to one. */
export const useSaveSeminar = () =>
  useConsoleChange(({ id, body }: { id: number | null; body: SeminarBody }) =>
    id === null ? apiCall(adminContentApi.createSeminar, { body }) : apiCall(adminContentApi.updateSeminar, { params: { seminar_sn: id }, body }),
  );
