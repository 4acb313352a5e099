import { useMutation } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import type { Envelope, WithdrawalBody } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/my/user/withdrawal {refreshToken}: the token proves the request
 * comes from this signed-in device. The body is built when the request is
 * sent, not when it is made: if the access token expired (0902), the client
 * refreshes — which rotates the refresh token — and retries, and the retry
 * must carry the new refresh token or the server would answer 0903.
 */
export function withdrawalRequest(currentRefreshToken: () => string): AxiosRequestConfig {
  return {
    method: 'DELETE',
    url: '/api/my/user/withdrawal',
    data: { refreshToken: currentRefreshToken() } satisfies WithdrawalBody,
    transformRequest: [() => JSON.stringify({ refreshToken: currentRefreshToken() } satisfies WithdrawalBody)],
    authRedirect: false,
  };
}

export function withdraw(currentRefreshToken: () => string): Promise<Envelope<unknown>> {
  return apiRequest<unknown>(withdrawalRequest(currentRefreshToken));
}

export const useWithdrawMutation = () => useMutation({ mutationFn: withdraw });
