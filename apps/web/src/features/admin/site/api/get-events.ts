import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEvents } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/site/events: events with participants, seminars with applicants. */
export const getEvents = () => getParsed('/api/admin/site/events', adminEvents, '이벤트');

export const useAdminEvents = () => useQuery(queryOptions({ queryKey: ['admin', 'events'], queryFn: getEvents }));
