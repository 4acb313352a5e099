import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNotices } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/site/notices: every notice, pinned first. */
export const getNotices = () => getParsed('/api/admin/site/notices', adminNotices, '공지사항');

export const useAdminNotices = () => useQuery(queryOptions({ queryKey: ['admin', 'notices'], queryFn: getNotices }));
