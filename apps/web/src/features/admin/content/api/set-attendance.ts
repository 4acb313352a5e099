import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** {attended}: marks (or unmarks) an applicant of a seminar as present. */
export const useSetAttendance = () =>
  useConsoleChange(({ seminarSn, id, attended }: { seminarSn: number; id: number; attended: boolean }) =>
    apiCall(adminContentApi.attendance, { params: { seminar_sn: seminarSn, id }, body: { attended } }),
  );
