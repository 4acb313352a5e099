import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { PRACTICE_KEY } from './get-account';

export async function resetAccount(): Promise<void> {
  unwrap(await apiCall(practiceApi.reset, {}));
}

export function useResetAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: PRACTICE_KEY }) });
}
