import { useMutation } from '@tanstack/react-query';
import { authApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { tokensOf, type TokenResult } from './login';

/** E-mail sign-up: creates the member and signs in (same token pair as login). */
export async function signup(body: BodyOf<typeof authApi.signup>): Promise<TokenResult> {
  return tokensOf(await apiCall(authApi.signup, { body, authRedirect: false }));
}

export const useSignupMutation = () => useMutation({ mutationFn: signup });
