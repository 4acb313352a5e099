import { useMutation } from '@tanstack/react-query';
import { goalsApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';

/** The mail's 수신거부 link: turns the weekly summary off without signing in. */
export const unsubscribe = async (token: string): Promise<void> => {
  unwrap(await apiCall(goalsApi.unsubscribe, { body: { token } }));
};

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
