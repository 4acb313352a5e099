import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSiteApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every notice, pinned first. */
export const getNotices = () => callParsed(adminSiteApi.notices, '공지사항', { schemas: consoleSchemas() });

export const useAdminNotices = () => useQuery(queryOptions({ queryKey: ['admin', 'notices'], queryFn: getNotices }));
