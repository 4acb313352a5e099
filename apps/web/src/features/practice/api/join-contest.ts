import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { PRACTICE_KEY } from './get-account';

export async function joinContest(contestId: number): Promise<void> {
  unwrap(await apiCall(practiceApi.joinContest, { params: { contest_id: contestId } }));
}

export function useJoinContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinContest, onSuccess: () => queryClient.invalidateQueries({ queryKey: PRACTICE_KEY }) });
}
