import { useQuery } from '@tanstack/react-query';
import { adminContentApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** An event; not asked for a new event (id null). */
export const useAdminEvent = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'content', 'event', id],
    enabled: id !== null,
    queryFn: () => callParsed(adminContentApi.event, '이벤트', { params: { event_sn: id ?? 0 }, schemas: consoleSchemas() }),
  });
