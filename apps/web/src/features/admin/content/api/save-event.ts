import type { AdminEventDetail, EventBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/events (new) or /api/admin/content/events/{event_sn}. */
export const useSaveEvent = () =>
  useConsoleMutation<{ id: number | null; body: EventBody }, AdminEventDetail>(
    (v) => (v.id === null ? '/api/admin/content/events' : `/api/admin/content/events/${v.id}`),
    (v) => v.body,
  );
