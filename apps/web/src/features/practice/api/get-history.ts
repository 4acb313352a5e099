import { useQuery } from '@tanstack/react-query';
import type { PracticeHistory } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useSessionStore } from '../../../stores/session';
import { PRACTICE_KEY } from './get-account';

export function getHistory(page: number, signal?: AbortSignal): Promise<PracticeHistory> {
  return callParsed(practiceApi.history, '거래 내역', { query: { page }, signal });
}

export function useHistory(page: number) {
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ queryKey: [...PRACTICE_KEY, 'history', account, page], queryFn: ({ signal }) => getHistory(page, signal) });
}
