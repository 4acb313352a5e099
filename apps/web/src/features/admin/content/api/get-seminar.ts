import { useQuery } from '@tanstack/react-query';
import { adminContentApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** A seminar and everyone who applied; not asked for a new one. */
export const useAdminSeminar = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'content', 'seminar', id],
    enabled: id !== null,
    queryFn: () => callParsed(adminContentApi.seminar, '세미나', { params: { seminar_sn: id ?? 0 }, schemas: consoleSchemas() }),
  });
