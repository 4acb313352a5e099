import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';
import { tokensOf, type TokenResult } from './login';

/** POST /api/auth/signup: creates the member and signs in (same token pair as login). */
export async function signup(body: SignupBody): Promise<TokenResult> {
  return tokensOf(await apiRequest<unknown>({ method: 'POST', url: '/api/auth/signup', data: body, authRedirect: false }));
}

export const useSignupMutation = () => useMutation({ mutationFn: signup });
