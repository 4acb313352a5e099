import { useQuery } from '@tanstack/react-query';
import { legalApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** Every text with all its versions and the answers each got. */
export const useAdminLegal = () => useQuery({ queryKey: ['admin', 'legal'], queryFn: () => callParsed(legalApi.adminList, '약관', { schemas: import('@school/contracts/admin') }) });
