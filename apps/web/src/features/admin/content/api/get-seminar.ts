import { useQuery } from '@tanstack/react-query';
import { adminSeminarDetail } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/content/seminars/{seminar_sn}: the seminar and everyone who applied; not asked for a new one. */
export const useAdminSeminar = (id: number | null) =>
  useQuery({ queryKey: ['admin', 'content', 'seminar', id], enabled: id !== null, queryFn: () => getParsed(`/api/admin/content/seminars/${id}`, adminSeminarDetail, '세미나') });
