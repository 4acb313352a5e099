import { useQuery } from '@tanstack/react-query';
import type { LectureStocks } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useSessionStore } from '../../../stores/session';
import { PRACTICE_KEY } from './get-account';

/** The stocks a lecture covers and its practice task (with the member's progress on it). */
export function getLectureStocks(lcNo: number, signal?: AbortSignal): Promise<LectureStocks> {
  return callParsed(practiceApi.lectureStocks, '강의 종목', { params: { lc_no: lcNo }, signal });
}

export function useLectureStocks(lcNo: number) {
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ queryKey: [...PRACTICE_KEY, 'lecture', account, lcNo], queryFn: ({ signal }) => getLectureStocks(lcNo, signal) });
}
