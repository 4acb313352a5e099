import { useMutation } from '@tanstack/react-query';
import { tokenPair, type Envelope, type LoginBody, type TokenPair } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/**
 * Reads a token pair from a 0000 envelope (sign-in and sign-up answer alike).
 * A 0000 without a usable pair is reported as a failure rather than storing junk.
 */
export function tokensOf(envelope: Envelope<unknown>): TokenResult {
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null, details: envelope.data };
  const parsed = tokenPair.safeParse(envelope.data);
  if (!parsed.success) return { code: '9000', message: '로그인 정보를 받지 못했습니다. 잠시 후 다시 시도해 주세요.', data: null, details: null };
  return { ...envelope, data: parsed.data, details: null };
}

/** A token pair on 0000; otherwise the refusal, with its `data` (field list, retry_after) kept as `details`. */
export type TokenResult = Envelope<TokenPair | null> & { details: unknown };

/**
 * E-mail sign-in {email, user_password, os}. Resolves with the envelope
 * whatever the code, so the page can show the server's message (wrong
 * password, rate limit). `authRedirect: false`: a blocked account (0905)
 * must stay on the login page and read why.
 */
export async function login(body: LoginBody): Promise<TokenResult> {
  return tokensOf(await apiCall(authApi.login, { body, authRedirect: false }));
}

export const useLoginMutation = () => useMutation({ mutationFn: login });
