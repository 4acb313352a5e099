import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LectureStocks } from '@school/contracts';
import { adminPracticeApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** The stocks a lecture is tagged with and its practice task, as the console edits them. */
export const getLectureStocks = (lcNo: number): Promise<LectureStocks> => callParsed(adminPracticeApi.lectureStocks, '강의 종목', { params: { lc_no: lcNo } });

export const useLectureStocks = (lcNo: number | null) =>
  useQuery({ ...queryOptions({ queryKey: ['admin', 'practice', 'lecture', lcNo], queryFn: () => getLectureStocks(lcNo ?? 0) }), enabled: lcNo !== null });
