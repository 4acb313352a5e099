import { adminPracticeApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** Replaces a lecture's stock tags (each optionally at a second of the video) and its practice task. */
export const useSaveLectureStocks = () =>
  useConsoleChange(({ lcNo, body }: { lcNo: number; body: BodyOf<typeof adminPracticeApi.saveLectureStocks> }) => apiCall(adminPracticeApi.saveLectureStocks, { params: { lc_no: lcNo }, body }));
