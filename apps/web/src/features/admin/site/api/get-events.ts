import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSiteApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Events with participants, seminars with applicants. */
export const getEvents = () => callParsed(adminSiteApi.events, '이벤트', { schemas: consoleSchemas() });

export const useAdminEvents = () => useQuery(queryOptions({ queryKey: ['admin', 'events'], queryFn: getEvents }));
