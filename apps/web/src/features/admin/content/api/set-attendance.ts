import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/seminars/{seminar_sn}/registrations/{id}/attendance {attended}. */
export const useSetAttendance = () =>
  useConsoleMutation<{ seminarSn: number; id: number; attended: boolean }>(
    (v) => `/api/admin/content/seminars/${v.seminarSn}/registrations/${v.id}/attendance`,
    (v) => ({ attended: v.attended }),
  );
