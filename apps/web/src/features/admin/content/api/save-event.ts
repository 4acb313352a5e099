import type { EventBody } from '@school/contracts/admin';
import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new event (id null) or a change to one. */
export const useSaveEvent = () =>
  useConsoleChange(({ id, body }: { id: number | null; body: EventBody }) =>
    id === null ? apiCall(adminContentApi.createEvent, { body }) : apiCall(adminContentApi.updateEvent, { params: { event_sn: id }, body }),
  );
