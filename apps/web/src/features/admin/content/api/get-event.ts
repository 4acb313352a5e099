import { useQuery } from '@tanstack/react-query';
import { adminEventDetail } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/content/events/{event_sn}; not asked for a new event (id null). */
export const useAdminEvent = (id: number | null) =>
  useQuery({ queryKey: ['admin', 'content', 'event', id], enabled: id !== null, queryFn: () => getParsed(`/api/admin/content/events/${id}`, adminEventDetail, '이벤트') });
