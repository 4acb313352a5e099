import { useMutation } from '@tanstack/react-query';
import { osignupResponse, type Envelope, type OLinkBody, type OLinkMineBody, type OLoginBody, type OSignupBody, type OSignupResponse } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { tokensOf, type TokenResult } from './login';

/**
 * Social sign-in {client_id, provider_cd, os}: 0000 with tokens for a linked
 * account; 2060 (new account: data has the signup_token) or 2063 (the e-mail has a
 * password account: data has the link_token) tell the page which step comes next.
 */
export async function ologin(body: OLoginBody): Promise<Envelope<unknown>> {
  return apiCall(authApi.socialLogin, { body, authRedirect: false });
}

/** Social link: links the social account to the password account proven by its password, and signs in. */
export async function olink(body: OLinkBody): Promise<TokenResult> {
  return tokensOf(await apiCall(authApi.socialLink, { body, authRedirect: false }));
}

/** Linking from /my: the signed-in member's account gets the social account just signed in at the provider. */
export async function olinkMine(body: OLinkMineBody): Promise<Envelope<unknown>> {
  return apiCall(authApi.socialLinkMine, { body });
}

/** Social sign-up, step 1: confirms the new account's e-mail. */
export async function osignup(body: OSignupBody): Promise<Envelope<OSignupResponse | null>> {
  const envelope = await apiCall(authApi.socialSignup, { body });
  if (envelope.code !== SUCCESS_CODE) return { ...envelope, data: null };
  const parsed = osignupResponse.safeParse(envelope.data);
  return parsed.success ? { ...envelope, data: parsed.data } : { code: '9000', message: '가입 정보를 읽지 못했습니다.', data: null };
}

/** Social sign-up, step 2: e-mail sign-up's rules without a password; answers with tokens. */
export async function osignupComplete(body: BodyOf<typeof authApi.socialSignupComplete>): Promise<TokenResult> {
  return tokensOf(await apiCall(authApi.socialSignupComplete, { body, authRedirect: false }));
}

export const useOLoginMutation = () => useMutation({ mutationFn: ologin });
export const useOLinkMutation = () => useMutation({ mutationFn: olink });
export const useOLinkMineMutation = () => useMutation({ mutationFn: olinkMine });
export const useOSignupMutation = () => useMutation({ mutationFn: osignup });
export const useOSignupCompleteMutation = () => useMutation({ mutationFn: osignupComplete });
