import { useQuery } from '@tanstack/react-query';
import { adminLegalDocs } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/legal: every text with all its versions and the answers each got. */
export const useAdminLegal = () => useQuery({ queryKey: ['admin', 'legal'], queryFn: () => getParsed('/api/admin/legal', adminLegalDocs, '약관') });
