import { useQuery } from '@tanstack/react-query';
import type { PracticeContests } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useSessionStore } from '../../../stores/session';
import { PRACTICE_KEY } from './get-account';

export function getContests(signal?: AbortSignal): Promise<PracticeContests> {
  return callParsed(practiceApi.contests, '모의투자 대회', { signal });
}

export function useContests() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ queryKey: [...PRACTICE_KEY, 'contests', account], queryFn: ({ signal }) => getContests(signal) });
}
