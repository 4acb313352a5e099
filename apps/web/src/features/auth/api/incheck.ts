import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useStartCallsReleased } from '../../../stores/start-calls';

/**
 * Sign-in check: is the stored session still valid? Returns the raw
 * envelope because the caller acts on the code. `authRedirect: false` keeps a
 * dead session from yanking a browsing visitor to /login on app start.
 */
export function checkLogin(): Promise<Envelope<unknown>> {
  return apiCall(authApi.incheck, { authRedirect: false });
}

export const incheckQueryOptions = (accessToken: string) =>
  queryOptions({
    // Keyed by token so a new sign-in is checked again, but one token only once.
    queryKey: ['comm', 'incheck', accessToken],
    queryFn: checkLogin,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

// Held on the lecture player until its first frame (stores/start-calls.ts): its own calls check the session anyway.
export function useIncheck(accessToken: string | null) {
  const released = useStartCallsReleased();
  return useQuery({ ...incheckQueryOptions(accessToken ?? ''), enabled: released && Boolean(accessToken) });
}
