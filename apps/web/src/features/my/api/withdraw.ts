import { useMutation } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import type { Envelope, WithdrawalBody } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { apiRequest } from '../../../lib/api-client';

/**
 * Withdrawal (myApi.withdraw) {refreshToken}: the token proves the request
 * comes from this signed-in device. The body is built when the request is
 * sent, not when it is made: if the access token expired (0902), the client
 * refreshes — which rotates the refresh token — and retries, and the retry
 * must carry the new refresh token or the server would answer 0903.
 */
export function withdrawalRequest(currentRefreshToken: () => string, proof: WithdrawalProof = {}): AxiosRequestConfig {
  const body = (): WithdrawalBody => ({ refreshToken: currentRefreshToken(), ...proof });
  return {
    // Not apiCall: the body is written again for a retry (below), so the request is a plain axios config.
    method: myApi.withdraw.method,
    url: myApi.withdraw.path,
    data: body(),
    transformRequest: [() => JSON.stringify(body())],
    authRedirect: false,
  };
}

/** The password, or for an account without one the typed confirmation phrase. */
export type WithdrawalProof = Pick<WithdrawalBody, 'user_password' | 'confirm_phrase'>;

export function withdraw({ currentRefreshToken, proof }: { currentRefreshToken: () => string; proof: WithdrawalProof }): Promise<Envelope<unknown>> {
  return apiRequest<unknown>(withdrawalRequest(currentRefreshToken, proof));
}

export const useWithdrawMutation = () => useMutation({ mutationFn: withdraw });
